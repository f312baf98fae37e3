import { JsonScanError, jsonObjectMembers } from './json-members';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('jsonObjectMembers', () => {
  it('yields each member with the byte range of its value, strings with braces and escapes included', () => {
    const text = ' { "meta": {"date": "2022-04-25"}, "data" : {"10E": {"cards": [{"name": "A \\"}\\" ]", "text": "力量 {1}"}]}, "2ED": []}, "n": 12 , "t": true }';
    const data = bytes(text);
    const members = [...jsonObjectMembers(data, 0)];
    expect(members.map((m) => m.key)).toEqual(['meta', 'data', 'n', 't']);
    const decode = (m: { start: number; end: number }) => JSON.parse(new TextDecoder().decode(data.subarray(m.start, m.end)));
    expect(decode(members[0])).toEqual({ date: '2022-04-25' });
    expect(decode(members[2])).toBe(12);
    expect(decode(members[3])).toBe(true);
    const sets = [...jsonObjectMembers(data, members[1].start)];
    expect(sets.map((s) => s.key)).toEqual(['10E', '2ED']);
    expect(decode(sets[0]).cards[0]).toEqual({ name: 'A "}" ]', text: '力量 {1}' });
  });

  it('an empty object', () => {
    expect([...jsonObjectMembers(bytes('{ }'), 0)]).toEqual([]);
  });

  it.each(['[1]', '{"a" 1}', '{"a": "x', '{"a": {"b": 1}', '{"a": 1 "b": 2}'])('refuses %s', (text) => {
    expect(() => [...jsonObjectMembers(bytes(text), 0)]).toThrow(JsonScanError);
  });
});
