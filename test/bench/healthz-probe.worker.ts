/**
 * Sends GET /healthz one request after another (20 ms apart) from its own process, so the probes
 * keep their schedule while the server's event loop is busy. Started by `npm run bench:api` with
 * the server's URL in argv[2]; says `ready` after its first answer; on `stop` finishes the request
 * in flight and prints every latency (ms) as one JSON line on stdout.
 */
const url = `${process.argv[2]}/healthz`;
const latencies: number[] = [];
let stopping = false;

process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

async function probe(): Promise<void> {
  while (!stopping) {
    const sent = performance.now();
    await fetch(url).then((response) => response.text());
    latencies.push(performance.now() - sent);
    if (latencies.length === 1) process.send?.('ready');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.stdout.write(`${JSON.stringify(latencies)}\n`);
  process.disconnect?.();
}

probe().catch((error: unknown) => {
  process.stderr.write(`[healthz-probe] ${String(error)}\n`);
  process.exit(1);
});
