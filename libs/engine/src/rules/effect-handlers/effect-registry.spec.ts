import { Effect } from '../../cards/card-definition';
import { createGameFromScenario } from '../../scenario/scenario-setup';
import { EFFECT_HANDLERS } from './effect-registry';
import { BOT_HINTS } from './effect-handler';

describe('the effect registry (one handler per effect kind)', () => {
  it('files every handler under its own kind', () => {
    for (const [kind, handler] of Object.entries(EFFECT_HANDLERS)) expect(handler.kind).toBe(kind);
  });

  it('gives every handler a hint from the hint list', () => {
    const samples: Effect[] = [
      { kind: 'damage', amount: 2, to: 'each-creature' },
      { kind: 'damage', amount: 3, to: { target: 0 } },
      { kind: 'destroy', what: 'all-creatures' },
      { kind: 'counter', what: { target: 0 } },
      { kind: 'pump', what: { target: 0 }, power: 3, toughness: 3 },
    ];
    const hints = samples.map((e) => EFFECT_HANDLERS[e.kind].botHint(e as never));
    expect(hints).toEqual(['damage-sweeper', 'removal', 'sweeper', 'reactive', 'combat-trick']);
    for (const hint of hints) expect(BOT_HINTS).toContain(hint);
  });

  it('says which effects may stop to ask a player', () => {
    const game = createGameFromScenario({ players: { A: {}, B: {} } }, 1);
    expect(EFFECT_HANDLERS.counter.mayAsk(game, { kind: 'counter', what: { target: 0 }, unlessPays: '{3}' })).toBe(true);
    expect(EFFECT_HANDLERS.counter.mayAsk(game, { kind: 'counter', what: { target: 0 } })).toBe(false);
    expect(EFFECT_HANDLERS.may.mayAsk(game, { kind: 'may', effects: [] })).toBe(true);
    // Without a prevention shield in the game, the order of damage replacements never matters (CR 616.1).
    expect(EFFECT_HANDLERS.damage.mayAsk(game, { kind: 'damage', amount: 1, to: 'you' })).toBe(false);
  });
});
