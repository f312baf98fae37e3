import { listOfEvery } from './exhaustive-list';

type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number };

describe('a runtime list of every member of a union', () => {
  it('is the list itself, read as constants', () => {
    const kinds = listOfEvery<Shape['kind']>()(['circle', 'square']);
    const first: 'circle' = kinds[0];
    expect(first).toBe('circle');
    expect(kinds).toEqual(['circle', 'square']);
  });

  it('fails to compile when it leaves a member out or names one the union lacks (checked by tsc)', () => {
    // @ts-expect-error 'square' is missing
    expect(listOfEvery<Shape['kind']>()(['circle'])).toEqual(['circle']);
    // @ts-expect-error 'triangle' is not a kind of Shape
    expect(listOfEvery<Shape['kind']>()(['circle', 'square', 'triangle'])).toHaveLength(3);
  });
});
