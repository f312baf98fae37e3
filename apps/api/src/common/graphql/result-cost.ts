import type { ApolloServerPlugin } from '@apollo/server';
import { defaultFieldResolver, FieldNode, getNamedType, GraphQLError, GraphQLResolveInfo, GraphQLSchema, isObjectType } from 'graphql';
import { CostScope, hasFixedRows, isObjectList, selectionCost } from './list-cost.rule';
import { queryLimitError } from './query-limits.errors';
import { TimeSlices } from './time-slices';

/** A context that may carry a result-cost meter (HTTP requests do; subscriptions do not). */
export interface ResultCostContext {
  resultCost?: ResultCostMeter;
}

/**
 * The cost of what one request actually reads (issue 12, item 4): every list of objects, when it
 * resolves, charges its real rows × (1 + the fields selected on each row, fixed-size lists such as
 * a match's players included), other nested lists charging their own rows in turn — the static
 * list cost with real row counts in place of declared sizes.
 * Once the budget is spent the request fails with QUERY_LIMIT_EXCEEDED (limit `resultCost`) and
 * every list resolved after that fails at once, so an over-budget request stops doing work.
 */
export class ResultCostMeter {
  private spentSoFar = 0;
  private refusal: GraphQLError | undefined;
  /** The request's resolvers share its time slices, so a large result lets other requests in between. */
  readonly slices = new TimeSlices();

  constructor(readonly max: number) {}

  get spent(): number {
    return this.spentSoFar;
  }

  get exceeded(): boolean {
    return this.refusal !== undefined;
  }

  /** Throws once the request is over budget: the refusal itself, for every list after the one that went over. */
  assertWithinBudget(): void {
    if (this.refusal) throw this.refusal;
  }

  /** Charges `rows` rows of `field`, each costing `rowCost`; throws QUERY_LIMIT_EXCEEDED when that goes over the budget. */
  charge(field: string, rows: number, rowCost: number): void {
    this.assertWithinBudget();
    this.spentSoFar += rows * rowCost;
    if (this.spentSoFar <= this.max) return;
    const message =
      `Query result cost ${this.spentSoFar} is over the limit of ${this.max} (${field} returned ${rows} rows; each list counts its rows × the fields selected on them): ` +
      'page large lists with Round.matches(first:, offset:) and Round.matchCount, read one round with Event.round(number:), or split the operation';
    const details = { limit: 'resultCost', max: this.max, cost: this.spentSoFar, field, rows };
    this.refusal = new GraphQLError(message, { originalError: queryLimitError('QUERY_LIMIT_EXCEEDED', message, details), extensions: { code: 'QUERY_LIMIT_EXCEEDED', ...details } });
    throw this.refusal;
  }
}

/** Per-row cost of a list field's selection (the row itself and its non-list fields), computed once per parsed document. */
const rowCosts = new WeakMap<FieldNode, number>();

function rowCostOf(info: GraphQLResolveInfo): number {
  const known = rowCosts.get(info.fieldNodes[0]);
  if (known !== undefined) return known;
  const itemType = getNamedType(info.returnType);
  const scope: CostScope = { schema: info.schema, fragment: (name) => info.fragments[name] };
  const cost = 1 + info.fieldNodes.reduce((sum, node) => sum + (node.selectionSet ? selectionCost(scope, itemType, node.selectionSet, 'own-rows') : 0), 0);
  rowCosts.set(info.fieldNodes[0], cost);
  return cost;
}

function charged(meter: ResultCostMeter, info: GraphQLResolveInfo, rows: unknown): unknown {
  if (Array.isArray(rows)) meter.charge(`${info.parentType.name}.${info.fieldName}`, rows.length, rowCostOf(info));
  return rows;
}

/**
 * Makes every list-of-objects field of `schema` (but fixed-size ones, charged with the row holding
 * them) charge the request's meter, when its context has one, with the rows it returns, before any
 * of their fields resolve; and every other field with a resolver of its own fail at once when the
 * request is already over budget, so the rows admitted before the refusal stop resolving too.
 * These fields resolve in the request's time slices (TimeSlices), so a large result does not hold
 * the event loop from other requests.
 * Modifies `schema` in place.
 */
export function meterListFields(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || type === schema.getSubscriptionType()) continue;
    for (const field of Object.values(type.getFields())) {
      const charges = isObjectList(field.type) && !hasFixedRows(type.name, field.name);
      if (!charges && !field.resolve) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: ResultCostContext, info) => {
        const meter = context?.resultCost;
        if (!meter) return resolve(source, args, context, info);
        meter.assertWithinBudget();
        return meter.slices.run(() => {
          meter.assertWithinBudget();
          const rows = resolve(source, args, context, info);
          if (!charges) return rows;
          return rows instanceof Promise ? rows.then((resolved) => charged(meter, info, resolved)) : charged(meter, info, rows);
        });
      };
    }
  }
  return schema;
}

/**
 * A request that went over its result cost answers the refusal alone: no partial data, and none of
 * the repeated refusals of the lists that stopped after it.
 */
export function resultCostPlugin(): ApolloServerPlugin<ResultCostContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (!contextValue.resultCost?.exceeded || response.body.kind !== 'single') return;
          const refusal = response.body.singleResult.errors?.find((error) => error.extensions?.limit === 'resultCost');
          response.body.singleResult = { ...response.body.singleResult, data: null, errors: refusal ? [{ ...refusal, path: undefined }] : response.body.singleResult.errors };
        },
      };
    },
  };
}
