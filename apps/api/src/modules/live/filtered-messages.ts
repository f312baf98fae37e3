import { LiveMessage } from './live.service';

/**
 * The messages of `source` that `keep` accepts. Ending it (a client unsubscribing) ends the
 * source at once, even while a message is awaited: an async generator would wait for the next one.
 */
export function filterMessages(source: AsyncIterableIterator<LiveMessage>, keep: (message: LiveMessage) => Promise<boolean>): AsyncIterableIterator<LiveMessage> {
  const filtered: AsyncIterableIterator<LiveMessage> = {
    async next() {
      for (;;) {
        const result = await source.next();
        if (result.done || (await keep(result.value))) return result;
      }
    },
    return: (value?: unknown) => source.return?.(value) ?? Promise.resolve({ done: true, value: undefined }),
    throw: (error?: unknown) => source.throw?.(error) ?? Promise.reject(error),
    [Symbol.asyncIterator]: () => filtered,
  };
  return filtered;
}
