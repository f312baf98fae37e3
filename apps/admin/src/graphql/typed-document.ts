/**
 * A GraphQL document that carries its result and variables types, so a call site
 * cannot pass the wrong variables or misread the result.
 */
export interface TypedDocument<TData, TVariables> {
  readonly source: string;
  /** Never set: only carries the types. */
  readonly __types?: (variables: TVariables) => TData;
}

export type DataOf<D> = D extends TypedDocument<infer T, unknown> ? T : never;
export type VariablesOf<D> = D extends TypedDocument<unknown, infer V> ? V : never;

export type NoVariables = Record<string, never>;

/** Declares a document with its types: `gql<{ me: User }, NoVariables>('query Me { me { id } }')`. */
export function gql<TData, TVariables = NoVariables>(source: string): TypedDocument<TData, TVariables> {
  return { source };
}
