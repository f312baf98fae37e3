import { jsonNestingDepth } from './json-depth';

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[\\"{{{"}')).toBe(1);
    expect(jsonNestingDepth('['.repeat(20_000) + ']'.repeat(20_000))).toBe(20_000);
  });
});
