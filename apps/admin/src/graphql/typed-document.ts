/**
 * A GraphQL document that carries its result and variables types, so a call site cannot
 * pass the wrong variables or misread the result. The documents are generated
 * (`npm run codegen`, generated/graphql.ts) from the `.graphql` operations; the generated
 * `TypedDocumentString` has this shape.
 */
export interface TypedDocument<TData, TVariables> {
  /** The document's text, fragments included, as sent to the API. */
  toString(): string;
  /** Never set: only carries the types. */
  readonly __apiType?: (variables: TVariables) => TData;
}

export type DataOf<D> = D extends TypedDocument<infer T, never> ? T : never;
