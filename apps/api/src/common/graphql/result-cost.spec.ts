import { buildSchema, execute, parse } from 'graphql';
import { meterListFields, ResultCostMeter } from './result-cost';

function schemaWithRows() {
  const schema = meterListFields(
    buildSchema(`
      type Player { id: ID!  name: String! }
      type Match { id: ID!  players: [Player!]!  notes: [String!]! }
      type Round { id: ID!  matches: [Match!]! }
      type Event { id: ID!  rounds: [Round!]! }
      type Query { event: Event }
    `),
  );
  const player = (n: number) => ({ id: `p${n}`, name: `Player ${n}` });
  const match = (n: number) => ({ id: `m${n}`, players: [player(2 * n), player(2 * n + 1)], notes: ['a', 'b'] });
  const round = (n: number, matches: number) => ({ id: `r${n}`, matches: Array.from({ length: matches }, (_, i) => match(i)) });
  return { schema, rootValue: { event: { id: 'e', rounds: [round(1, 10), round(2, 30)] } } };
}

async function run(query: string, meter: ResultCostMeter) {
  const { schema, rootValue } = schemaWithRows();
  return execute({ schema, document: parse(query), rootValue, contextValue: { resultCost: meter } });
}

describe('ResultCostMeter on list fields', () => {
  it('charges each list its real rows × (1 + the fields on a row), a match’s players with the match', async () => {
    const meter = new ResultCostMeter(1_000_000);
    const result = await run('{ event { rounds { id matches { id notes players { name } } } } }', meter);
    expect(result.errors).toBeUndefined();
    const round = 1 + 1; // the round and its id
    const match = 1 + 1 + 1 + 2 * (1 + 1); // the match, id, notes (a list of scalars is one field), two players with a name
    expect(meter.spent).toBe(2 * round + (10 + 30) * match);
  });

  it('refuses once the budget is spent, names the list and how to page, and resolves no list after that', async () => {
    const match = 1 + 1;
    const meter = new ResultCostMeter(2 + 2 + 10 * match + 5);
    const result = await run('{ event { rounds { id matches { id } } } }', meter);
    expect(meter.exceeded).toBe(true);
    const refusal = result.errors?.[0];
    expect(refusal?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'resultCost', max: meter.max, field: 'Round.matches', rows: 30 });
    expect(refusal?.message).toContain('Round.matches(first:, offset:)');
    expect(() => meter.charge('Round.matches', 1, 1)).toThrow(refusal?.message);
  });

  it('leaves requests without a meter (subscriptions) uncounted', async () => {
    const { schema, rootValue } = schemaWithRows();
    const result = await execute({ schema, document: parse('{ event { rounds { matches { id } } } }'), rootValue, contextValue: {} });
    expect(result.errors).toBeUndefined();
  });
});
