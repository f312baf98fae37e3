import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { DocumentNode, GraphQLError, GraphQLSchema, specifiedRules, validate, ValidationContext, ValidationRule } from 'graphql';
import type { QueryLimits } from '../../config/app-config';
import { listCostRule } from './list-cost.rule';
import { queryLimitError } from './query-limits.errors';

/** Which limit an operation went over: `extensions.limit` of a QUERY_LIMIT_EXCEEDED error. */
export const QUERY_LIMIT_KINDS = ['depth', 'aliases', 'cost', 'listCost'] as const;
export type QueryLimitKind = (typeof QUERY_LIMIT_KINDS)[number];

/** The armor rule's own error, reported as a coded domain error instead of thrown. */
function reporter(limit: QueryLimitKind, max: number) {
  return [
    (context: ValidationContext | null, error: GraphQLError) => {
      const message = `${error.message.replace(/^Syntax Error: /, '')} (${limit} limit ${max}): split the operation or ask for fewer fields`;
      // The code rides on the error itself too: graphql-ws sends validation errors unformatted.
      const extensions = { code: 'QUERY_LIMIT_EXCEEDED', limit, max };
      context?.reportError(new GraphQLError(message, { originalError: queryLimitError('QUERY_LIMIT_EXCEEDED', message, { limit, max }), extensions }));
    },
  ];
}

/** The list-size cost refusal: the cost, the limit, and how to stay under it. */
function listCostReporter(max: number) {
  return (context: ValidationContext, cost: number) => {
    const message = `Query list cost ${cost} is over the limit of ${max} (each list counts its rows: its first: argument, or its declared size un-paged): page lists with first:/offset:, split the operation or ask for fewer fields`;
    const extensions = { code: 'QUERY_LIMIT_EXCEEDED', limit: 'listCost', max, cost };
    context.reportError(new GraphQLError(message, { originalError: queryLimitError('QUERY_LIMIT_EXCEEDED', message, { limit: 'listCost', max, cost }), extensions }));
  };
}

/**
 * Validation rules that refuse an operation before it runs (issue 12: one anonymous request
 * with ten aliases of a whole event stalled the server): selection depth, aliases, and
 * graphql-armor's static cost (objects and scalars weighted by depth), and the cost counting
 * list sizes (list-cost.rule). A fragment spread adds
 * no depth (the admin's generated operations share selections as fragments): depth is fields.
 */
export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [
    maxDepthRule({ n: limits.maxDepth, flattenFragments: true, propagateOnRejection: false, onReject: reporter('depth', limits.maxDepth) }),
    maxAliasesRule({ n: limits.maxAliases, propagateOnRejection: false, onReject: reporter('aliases', limits.maxAliases) }),
    costLimitRule({ maxCost: limits.maxCost, flattenFragments: true, propagateOnRejection: false, onReject: reporter('cost', limits.maxCost) }),
    listCostRule({ maxCost: limits.maxListCost, onReject: listCostReporter(limits.maxListCost) }),
  ];
}

/** graphql-ws's `validate`: the standard rules plus the limits, so subscriptions are held to them too. */
export function validateWithLimits(limits: QueryLimits): (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[] {
  const rules = [...specifiedRules, ...queryLimitRules(limits)];
  return (schema, document) => validate(schema, document, rules);
}
