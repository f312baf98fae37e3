import {
  FieldNode,
  FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  GraphQLField,
  GraphQLList,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
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
  'Team.teamMatches': 20,
  'TeamMatch.teams': 2,
  'TeamMatch.matches': 3,
  'TeamMatch.score': 3,
  'TeamMatch.unplayedSeats': 3,
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
/**
 * Lists of a fixed, small number of rows (a match's two players, a team's seats): at run time their
 * rows are counted with the row that holds them, so a whole list of matches is charged, players
 * included, before any match's fields resolve.
 */
export const FIXED_ROWS_MAX = 3;
/** The most rows one page (`first:`) may ask for; a larger `first` is refused by the field itself. */
export const MAX_PAGE_SIZE = 500;

export interface ListCostOptions {
  maxCost: number;
  onReject: (context: ValidationContext, cost: number) => void;
}

/** What a cost walk needs of the operation: the schema and its fragments (validation and execution both have them). */
export interface CostScope {
  schema: GraphQLSchema;
  fragment(name: string): FragmentDefinitionNode | undefined | null;
}

/**
 * How nested lists count: `declared` multiplies them by their page or declared size (the static
 * bound, before anything is read); `own-rows` counts fixed-size lists (FIXED_ROWS_MAX) at their
 * size and other lists 0, because at run time those charge their own rows when they resolve
 * (result-cost.ts).
 */
export type NestedListCount = 'declared' | 'own-rows';

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
      const scope: CostScope = { schema: context.getSchema(), fragment: (name) => context.getFragment(name) };
      const cost = selectionCost(scope, root, operation.selectionSet, 'declared');
      if (cost > options.maxCost) options.onReject(context, cost);
    },
  });
}

/** The cost of `selectionSet` on `parent` (fields of fragments where they are spread), nested lists counted as `lists` says. */
export function selectionCost(scope: CostScope, parent: GraphQLNamedType, selectionSet: SelectionSetNode, lists: NestedListCount, spreading = new Set<string>()): number {
  let cost = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      cost += fieldCost(scope, parent, selection, lists, spreading);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? scope.schema.getType(selection.typeCondition.name.value) : parent;
      if (type) cost += selectionCost(scope, type, selection.selectionSet, lists, spreading);
    } else {
      const name = selection.name.value;
      const fragment = scope.fragment(name);
      // A fragment that spreads itself is the standard NoFragmentCycles rule's to refuse.
      if (!fragment || spreading.has(name)) continue;
      const type = scope.schema.getType(fragment.typeCondition.name.value);
      if (!type) continue;
      spreading.add(name);
      cost += selectionCost(scope, type, fragment.selectionSet, lists, spreading);
      spreading.delete(name);
    }
  }
  return cost;
}

/** Whether a field of this type answers a list of objects (the lists that count their rows). */
export function isObjectList(type: GraphQLOutputType): boolean {
  return getNullableType(type) instanceof GraphQLList && !isLeafType(getNamedType(type));
}

/** Whether `parent.field` is a list of a fixed, small number of rows, counted with the row that holds it. */
export function hasFixedRows(parentName: string, fieldName: string): boolean {
  return (LIST_SIZES[`${parentName}.${fieldName}`] ?? DEFAULT_LIST_SIZE) <= FIXED_ROWS_MAX;
}

function fieldCost(scope: CostScope, parent: GraphQLNamedType, node: FieldNode, lists: NestedListCount, spreading: Set<string>): number {
  if (node.name.value.startsWith('__')) return 0;
  const definition = fieldDefinition(parent, node.name.value);
  if (!definition) return 0; // Unknown fields are FieldsOnCorrectType's to refuse.
  const itemType = getNamedType(definition.type);
  if (isLeafType(itemType) || !node.selectionSet) return 1;
  if (!isObjectList(definition.type)) return 1 + selectionCost(scope, itemType, node.selectionSet, lists, spreading);
  const rows = rowsOf(parent.name, definition, node);
  if (lists === 'own-rows' && rows > FIXED_ROWS_MAX) return 0;
  return rows * (1 + selectionCost(scope, itemType, node.selectionSet, lists, spreading));
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
