import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from './graphql-client';
import type { TypedDocument } from './typed-document';

export interface QueryState<TData> {
  data: TData | undefined;
  error: Error | undefined;
  /** True until the first answer (refetches keep showing the previous data). */
  loading: boolean;
  refetch: () => Promise<void>;
}

/**
 * Loads a query and keeps its last good answer while refetching, so a page that
 * lost its connection keeps showing what it knew. `variables: null` skips the query.
 */
export function useGraphQLQuery<TData, TVariables>(
  document: TypedDocument<TData, TVariables>,
  variables: TVariables | null,
): QueryState<TData> {
  const key = variables === null ? null : JSON.stringify(variables);
  const [data, setData] = useState<TData | undefined>(undefined);
  const [error, setError] = useState<Error | undefined>(undefined);
  const [loading, setLoading] = useState(key !== null);
  const latestRequest = useRef(0);

  const run = useCallback(async () => {
    if (key === null) return;
    const requestNumber = ++latestRequest.current;
    try {
      const result = await request(document, JSON.parse(key) as TVariables);
      if (requestNumber !== latestRequest.current) return;
      setData(result);
      setError(undefined);
    } catch (caught) {
      if (requestNumber !== latestRequest.current) return;
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      if (requestNumber === latestRequest.current) setLoading(false);
    }
  }, [document, key]);

  useEffect(() => {
    setLoading(key !== null);
    setData(undefined);
    void run();
    return () => {
      latestRequest.current++;
    };
  }, [run, key]);

  return { data, error, loading, refetch: run };
}
