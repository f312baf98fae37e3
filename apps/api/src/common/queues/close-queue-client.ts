import type { Queue, QueueEvents, Worker } from 'bullmq';

/** How long a shutdown waits for a client still connecting before closing it anyway. */
const READY_WAIT_MS = 2_000;

/**
 * Closes a BullMQ client. A client closed while its Redis connection is still initializing
 * (a quick restart) has that connection's failed start re-emitted as an 'error' after its
 * listeners are gone (bullmq 5.81), which Node throws; waiting for it to be ready first avoids that.
 */
export async function closeQueueClient(client: Queue | QueueEvents | Worker | null): Promise<void> {
  if (!client) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, READY_WAIT_MS);
  });
  await Promise.race([client.waitUntilReady().then(() => undefined, () => undefined), timeout]);
  clearTimeout(timer);
  await client.close();
}
