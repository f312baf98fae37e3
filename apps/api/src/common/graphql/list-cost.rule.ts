import {
  FieldNode,
  getNamedType,
  getNullableType,
  GraphQLField,
  GraphQLList,
  GraphQLNamedType,
  isLeafType,
  isObjectType,
  isInterfaceType,
  Kind,
  SelectionSetNode,
  ValidationContext,
  ValidationRule,
} from 'graphql';

/**
 * How many rows an un-paged list field may return, sized for the largest event the platform is
 * built for (4,500 players: 2,250 matches a round, 15 Swiss rounds and a top 8). A list field not
 * named here counts `DEFAULT_LIST_SIZE` rows.
 */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'Event.players': 4500,
  'Event.rounds': 18,
  'Event.teams': 1500,
  'Event.staff': 20,
  'Round.matches': 2250,
  'Match.players': 2,
  'Match.teams': 2,
  'Match.reports': 2,
  'Team.players': 3,
  'Query.events': 500,
  'Query.myEvents': 100,
  'Query.standings': 4500,
  'Query.finalStandings': 4500,
  'Query.teamStandings': 1500,
  'Query.eventRatings': 4500,
  'Query.penalties': 1000,
  'Query.disputedMatches': 2250,
  'Query.publishedDecklists': 4500,
  'Query.cards': 100,
  'Subscription.standingsUpdated': 4500,
};
export const DEFAULT_LIST_SIZE = 20;
/** The most rows one page (`first:`) may ask for; a larger `first` is refused by the field itself. */
export const MAX_PAGE_SIZE = 500;

export interface ListCostOptions {
  maxCost: number;
  onReject: (context: ValidationContext, cost: number) => void;
}

/**
 * The cost of an operation counting list sizes (issue 12): a scalar is 1, an object 1 plus its
 * selection, and a list field multiplies its item's cost by its `first:` argument (a variable
 * counts as `MAX_PAGE_SIZE`) or, un-paged, by its declared size. Fragments count the fields they
 * hold, where they are spread.
 */
export function listCostRule(options: ListCostOptions): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const cost = selectionCost(context, root, operation.selectionSet, new Set());
      if (cost > options.maxCost) options.onReject(context, cost);
    },
  });
}

function selectionCost(context: ValidationContext, parent: GraphQLNamedType, selectionSet: SelectionSetNode, spreading: Set<string>): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(context, parent, selection, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parent;
      if (type) cost += selectionCost(context, type, selection.selectionSet, spreading);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // A fragment that spreads itself is the standard NoFragmentCycles rule's to refuse.
      if (!fragment || spreading.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      if (!type) continue;
      spreading.add(name);
      cost += selectionCost(context, type, fragment.selectionSet, spreading);
      spreading.delete(name);
    }
  }
  return cost;
}

function fieldCost(context: ValidationContext, parent: GraphQLNamedType, node: FieldNode, spreading: Set<string>): number {
  if (node.name.value.startsWith('__')) return 0;
  const definition = fieldDefinition(parent, node.name.value);
  if (!definition) return 0; // Unknown fields are FieldsOnCorrectType's to refuse.
  const itemType = getNamedType(definition.type);
  const multiplier = getNullableType(definition.type) instanceof GraphQLList && !isLeafType(itemType) ? rowsOf(parent.name, definition, node) : 1;
  if (isLeafType(itemType) || !node.selectionSet) return 1;
  return multiplier * (1 + selectionCost(context, itemType, node.selectionSet, spreading));
}

function fieldDefinition(parent: GraphQLNamedType, name: string): GraphQLField<unknown, unknown> | undefined {
  // A union has no fields of its own: its members' are selected through inline fragments.
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** The rows a list field stands for: its page (`first:`), else its declared size. */
function rowsOf(parentName: string, definition: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const declared = LIST_SIZES[`${parentName}.${definition.name}`] ?? DEFAULT_LIST_SIZE;
  const first = node.arguments?.find((argument) => argument.name.value === 'first');
  if (!first || !definition.args.some((argument) => argument.name === 'first')) return declared;
  if (first.value.kind === Kind.INT) return Math.min(Number(first.value.value), MAX_PAGE_SIZE);
  if (first.value.kind === Kind.NULL) return declared;
  return Math.min(MAX_PAGE_SIZE, declared);
}
