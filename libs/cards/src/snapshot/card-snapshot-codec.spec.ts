import { importedSample } from '../testing/card-fixtures';
import { CARD_SNAPSHOT_FORMAT, CARD_SNAPSHOT_VERSION, CardSnapshotError, decodeCardSnapshot, encodeCardSnapshot, openCardSnapshot, typeParts } from './card-snapshot-codec';

describe('card snapshot codec', () => {
  const data = importedSample();

  it('decodes exactly what it encoded', () => {
    expect(decodeCardSnapshot(encodeCardSnapshot(data))).toEqual(data);
  });

  it('is deterministic (the shipped file changes only when the data does)', () => {
    expect(encodeCardSnapshot(importedSample())).toBe(encodeCardSnapshot(data));
  });

  it('is compact: less than half the JSON of the cards themselves', () => {
    expect(encodeCardSnapshot(data).length).toBeLessThan(JSON.stringify(data).length / 2);
  });

  it('builds a card only when it is read, and the same object every time', () => {
    const source = openCardSnapshot(encodeCardSnapshot(data));
    const index = data.cards.findIndex((c) => c.name === 'Fire // Ice');
    expect(source.names(index)).toEqual({ name: 'Fire // Ice', funny: false, faces: ['Fire', 'Ice'], chinese: [], chineseFaces: [] });
    const card = source.card(index);
    expect(card).toEqual(data.cards[index]);
    expect(source.card(index)).toBe(card);
    expect(source.names(index)).toEqual({ name: 'Fire // Ice', funny: false, faces: ['Fire', 'Ice'], chinese: [], chineseFaces: [] });
  });

  it('lists Chinese names without building the card', () => {
    const source = openCardSnapshot(encodeCardSnapshot(data));
    const index = data.cards.findIndex((c) => c.name === 'Aberrant Researcher // Perfected Form');
    expect(source.names(index)).toEqual({
      name: 'Aberrant Researcher // Perfected Form',
      funny: false,
      faces: ['Aberrant Researcher', 'Perfected Form'],
      chinese: ['变体研究员 // 完美形体', '變體研究員 // 完美形體'],
      chineseFaces: ['变体研究员', '變體研究員', '完美形体', '完美形體'],
    });
  });

  it('reads its UTF-8 bytes as well as its text, one line at a time', () => {
    const text = encodeCardSnapshot(data);
    expect(text.split('\n').length).toBeGreaterThan(1);
    expect(decodeCardSnapshot(new TextEncoder().encode(text))).toEqual(data);
  });

  const header = { format: CARD_SNAPSHOT_FORMAT, version: CARD_SNAPSHOT_VERSION, meta: { date: '2022-04-25' }, formats: [], sets: [], cards: 1 };
  it.each([
    ['not JSON', '{"format":'],
    ['another document', '{"hello":1}'],
    ['another version', JSON.stringify({ ...header, version: CARD_SNAPSHOT_VERSION + 1 })],
    ['missing parts', JSON.stringify({ format: CARD_SNAPSHOT_FORMAT, version: CARD_SNAPSHOT_VERSION })],
    ['a damaged line', `${JSON.stringify(header)}\n[["X",`],
    ['a line that is not a list', `${JSON.stringify(header)}\n{}`],
    ['cards missing', JSON.stringify(header)],
    ['a card row without faces', `${JSON.stringify(header)}\n[["X"]]`],
  ])('refuses %s with a CardSnapshotError', (_, text) => {
    expect(() => decodeCardSnapshot(text)).toThrow(CardSnapshotError);
  });
});

describe('typeParts', () => {
  it.each([
    ['Legendary Creature — Human Wizard', [['Legendary'], ['Creature'], ['Human', 'Wizard']]],
    ['Basic Snow Land — Island', [['Basic', 'Snow'], ['Land'], ['Island']]],
    ['Instant', [[], ['Instant'], []]],
    ['Artifact Creature — Golem', [[], ['Artifact', 'Creature'], ['Golem']]],
  ])('%s', (line, [supertypes, types, subtypes]) => {
    expect(typeParts(line)).toEqual({ supertypes, types, subtypes });
  });
});
