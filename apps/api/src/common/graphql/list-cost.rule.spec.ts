import { buildSchema, parse, validate } from 'graphql';
import { DEFAULT_LIST_SIZE, LIST_SIZES, listCostRule, MAX_PAGE_SIZE } from './list-cost.rule';

const schema = buildSchema(`
  type Player { id: ID!  name: String!  tags: [String!]! }
  type Match { id: ID!  players: [Player!]! }
  type Round { id: ID!  matches(first: Int, offset: Int): [Match!]!  notes: [Match!]! }
  type Event { id: ID!  players: [Player!]!  rounds: [Round!]! }
  type Query { event(id: ID!): Event }
`);

/** The list cost `validate` reports for `query`. */
function costOf(query: string): number {
  let reported = -1;
  const errors = validate(schema, parse(query), [listCostRule({ maxCost: 0, onReject: (_context, cost) => (reported = cost) })]);
  expect(errors).toEqual([]);
  return reported;
}

describe('listCostRule', () => {
  const matchRows = LIST_SIZES['Round.matches'];
  const roundRows = LIST_SIZES['Event.rounds'];

  it('multiplies a list field by its declared size and leaves scalar lists at 1', () => {
    // event 1 + (id 1 + players 4,500 × (1 + name + tags))
    expect(costOf('{ event(id: "e") { id players { name tags } } }')).toBe(1 + 1 + LIST_SIZES['Event.players'] * 3);
  });

  it('counts nested lists as the product of their sizes', () => {
    const match = 1 + 2 * (1 + 1); // the match, its two players with a name each
    expect(costOf('{ event(id: "e") { rounds { matches { players { name } } } } }')).toBe(1 + roundRows * (1 + matchRows * match));
  });

  it('counts a page by its first: argument, a variable page as the largest page', () => {
    expect(costOf('{ event(id: "e") { rounds { matches(first: 10) { id } } } }')).toBe(1 + roundRows * (1 + 10 * 2));
    expect(costOf('query ($n: Int) { event(id: "e") { rounds { matches(first: $n) { id } } } }')).toBe(1 + roundRows * (1 + MAX_PAGE_SIZE * 2));
    expect(costOf('{ event(id: "e") { rounds { matches(first: 100000) { id } } } }')).toBe(1 + roundRows * (1 + MAX_PAGE_SIZE * 2));
  });

  it('gives a list without a declared size the default size', () => {
    expect(costOf('{ event(id: "e") { rounds { notes { id } } } }')).toBe(1 + roundRows * (1 + DEFAULT_LIST_SIZE * 2));
  });

  it('counts the fields of fragments where they are spread, inline or named', () => {
    const plain = costOf('{ event(id: "e") { players { id name } } }');
    expect(costOf('{ event(id: "e") { players { ...P } } } fragment P on Player { id name }')).toBe(plain);
    expect(costOf('{ event(id: "e") { players { ... on Player { id name } } } }')).toBe(plain);
    expect(costOf('{ event(id: "e") { players { ...P } } event2: event(id: "f") { players { ...P } } } fragment P on Player { id name }')).toBe(2 * plain);
  });

  it('refuses an operation over the limit and accepts one at it', () => {
    const query = parse('{ event(id: "e") { players { name } } }');
    const cost = 1 + LIST_SIZES['Event.players'] * 2;
    const refusals: number[] = [];
    validate(schema, query, [listCostRule({ maxCost: cost, onReject: (_context, over) => refusals.push(over) })]);
    expect(refusals).toEqual([]);
    validate(schema, query, [listCostRule({ maxCost: cost - 1, onReject: (_context, over) => refusals.push(over) })]);
    expect(refusals).toEqual([cost]);
  });
});
