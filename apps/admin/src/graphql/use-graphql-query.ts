import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from './graphql-client';
import { nextLocalOrder } from './local-order';
import type { TypedDocument } from './typed-document';

export interface QueryState<TData> {
  data: TData | undefined;
  /** When the request that answered `data` was sent (`nextLocalOrder`); 0 without data. */
  sentAt: number;
  error: Error | undefined;
  /** True until the first answer (refetches keep showing the previous data). */
  loading: boolean;
  /** True while a request is on its way: its answer may have been read before a live update heard meanwhile. */
  inFlight: () => boolean;
  refetch: () => Promise<void>;
}

interface Answer<TData> {
  data: TData | undefined;
  sentAt: number;
}

const NO_ANSWER: Answer<never> = { data: undefined, sentAt: 0 };

/**
 * Loads a query and keeps its last good answer while refetching, so a page that
 * lost its connection keeps showing what it knew. `variables: null` skips the query.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables | null,
): QueryState<TData> {
  const key = variables === null ? null : JSON.stringify(variables);
  const [answer, setAnswer] = useState<Answer<TData>>(NO_ANSWER);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [loading, setLoading] = useState(key !== null);
  const latestRequest = useRef(0);
  const pending = useRef(0);

  const run = useCallback(async () => {
    if (key === null) return;
    const requestNumber = ++latestRequest.current;
    const sentAt = nextLocalOrder();
    pending.current++;
    try {
      const result = await request(document, JSON.parse(key) as TVariables);
      if (requestNumber !== latestRequest.current) return;
      setAnswer({ data: result, sentAt });
      setError(undefined);
    } catch (caught) {
      if (requestNumber !== latestRequest.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      pending.current--;
      if (requestNumber === latestRequest.current) setLoading(false);
    }
  }, [document, key]);

  useEffect(() => {
    setLoading(key !== null);
    setAnswer(NO_ANSWER);
    void run();
    return () => {
      latestRequest.current++;
    };
  }, [run, key]);

  const inFlight = useCallback(() => pending.current > 0, []);
  return { data: answer.data, sentAt: answer.sentAt, error, loading, inFlight, refetch: run };
}
