import { SAMPLE_DECKS } from '../agents/sample-decks';
import { applyMatchDecision, createMatch, pendingMatchDecision } from './match-runner';
import { matchViewFor } from './match-view';
import { apply, concedeGame, copies, sampleConfig } from './match-test-fixtures';
import type { MatchState } from './match-types';

const redGreen = SAMPLE_DECKS['red-green'];

function withoutOne(list: readonly string[], name: string): string[] {
  const copy = [...list];
  copy.splice(copy.indexOf(name), 1);
  return copy;
}

/** A match after game 1 (A conceded), waiting for A's sideboarding. */
function afterGameOne(): MatchState {
  return concedeGame(createMatch(sampleConfig()), 'A');
}

describe('MTR 2.7/2.8 sideboarding between games', () => {
  it('there is no sideboarding before game 1', () => {
    expect(pendingMatchDecision(createMatch(sampleConfig()))!.kind).toBe('play-or-draw');
  });

  it('asks A then B, and only the pending player may submit', () => {
    const match = afterGameOne();
    expect(pendingMatchDecision(match)).toEqual(expect.objectContaining({ player: 'A', kind: 'sideboard', options: [{ do: 'choose', choice: 'keep' }] }));
    expect(applyMatchDecision(match, 'B', { do: 'choose', choice: 'keep' })).toEqual({ ok: false, error: expect.objectContaining({ code: 'NOT_YOUR_DECISION' }) });
    const afterA = apply(match, 'A', { do: 'choose', choice: 'keep' });
    expect(pendingMatchDecision(afterA)).toEqual(expect.objectContaining({ player: 'B', kind: 'sideboard' }));
  });

  it.each([
    ['a one-for-one swap', [...withoutOne(redGreen, 'Lightning Bolt'), 'Counterspell']],
    ['a bigger main deck with the whole sideboard in', [...redGreen, 'Counterspell', 'Mana Leak', 'Llanowar Elves']],
    ['a third Llanowar Elves from the sideboard', [...withoutOne(redGreen, 'Shock'), 'Llanowar Elves']],
    ['the same cards in another order', [...redGreen].reverse()],
  ])('legal: %s becomes the next game’s deck', (_label, main) => {
    let match = afterGameOne();
    match = apply(match, 'A', { do: 'choose', choice: { main } });
    match = apply(match, 'B', { do: 'choose', choice: 'keep' });
    expect(match.decks.A).toEqual(main);
    match = apply(match, 'A', { do: 'choose', choice: 'play' });
    expect(match.games[1].config.players.A.deck).toEqual(main);
    expect(match.games[1].config.players.B.deck).toEqual(SAMPLE_DECKS['white-black']);
    expect(match.game!.players.A.library.length + match.game!.players.A.hand.length).toBe(main.length);
    const view = matchViewFor(match, 'A');
    expect([...view.deck, ...view.sideboard].sort()).toEqual([...redGreen, 'Counterspell', 'Mana Leak', 'Llanowar Elves'].sort());
  });

  it.each([
    ['a card in neither registered list', [...withoutOne(redGreen, 'Shock'), 'Wrath of God'], /Wrath of God is not in your registered/],
    ['more copies than registered', [...withoutOne(withoutOne(redGreen, 'Shock'), 'Blaze'), 'Llanowar Elves', 'Llanowar Elves'], /4 copies of Llanowar Elves but only 3 registered/],
    ['a main deck below the minimum', withoutOne(redGreen, 'Shock'), /39 cards \(minimum 40\)/],
    ['a main deck that is not a list of names', 'Shock', /list of card names/],
    ['a list with a number in it', [...withoutOne(redGreen, 'Shock'), 7], /list of card names/],
    ['an answer that is neither keep nor a deck', 'mulligan', /keep/],
  ])('illegal: %s is refused and changes nothing', (_label, main, reason) => {
    const match = afterGameOne();
    const before = JSON.stringify(match);
    const choice = main === 'mulligan' ? 'mulligan' : { main };
    const result = applyMatchDecision(match, 'A', { do: 'choose', choice });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('ILLEGAL_DECISION');
    expect(result.error.reason).toMatch(reason);
    expect(JSON.stringify(match)).toBe(before);
    expect(pendingMatchDecision(match)).toEqual(expect.objectContaining({ player: 'A', kind: 'sideboard' }));
  });

  it('the constructed minimum (60) applies when the config names none', () => {
    const lands = [...copies('Mountain', 30), ...copies('Forest', 30)];
    let match = createMatch({ ...sampleConfig(), minimumMainDeck: undefined, decks: { A: { main: lands, sideboard: ['Shock'] }, B: { main: [...lands], sideboard: [] } } });
    match = concedeGame(match, 'A');
    const result = applyMatchDecision(match, 'A', { do: 'choose', choice: { main: [...lands.slice(1)] } });
    expect(result).toEqual({ ok: false, error: { code: 'ILLEGAL_DECISION', reason: 'main deck has 59 cards (minimum 60)' } });
    expect(applyMatchDecision(match, 'A', { do: 'choose', choice: { main: [...lands.slice(1), 'Shock'] } }).ok).toBe(true);
  });

  it('a sideboarded deck stays for later games until changed again', () => {
    let match = createMatch(sampleConfig({ bestOf: 5 }));
    match = concedeGame(match, 'A');
    const swapped = [...withoutOne(redGreen, 'Lightning Bolt'), 'Counterspell'];
    match = apply(apply(match, 'A', { do: 'choose', choice: { main: swapped } }), 'B', { do: 'choose', choice: 'keep' });
    match = concedeGame(match, 'A');
    match = apply(apply(match, 'A', { do: 'choose', choice: 'keep' }), 'B', { do: 'choose', choice: 'keep' });
    match = apply(match, 'A', { do: 'choose', choice: 'draw' });
    expect(match.games[2].config.players.A.deck).toEqual(swapped);
    expect(matchViewFor(match, 'A').sideboard.sort()).toEqual(['Lightning Bolt', 'Llanowar Elves', 'Mana Leak']);
  });
});
