import fc from 'fast-check';
import { applyDecision, callTime, createGame, deserializeGame, gameResult, GameConfigError, pendingDecision, serializeGame, validateGameConfig } from './game';
import { replayGame } from './replay';
import { SAMPLE_DECKS } from './agents/sample-decks';
import { viewFor, fullView } from './view/player-view';
import { GameState, PlayerId } from './state/game-state';
import { Decision } from './decisions/decision';
import { cardDefinition } from './cards/card-pool';
import { CardPool } from './cards/card-pool-registry';

const config = (seed: number, extra: object = {}) => ({
  players: { A: { deck: [...SAMPLE_DECKS['red-green']] }, B: { deck: [...SAMPLE_DECKS['white-black']] } },
  seed,
  ...extra,
});

function must(state: GameState, player: PlayerId, decision: Decision): GameState {
  const result = applyDecision(state, player, decision);
  if (!result.ok) throw new Error(result.error.reason);
  return result.state;
}

describe('CR 103: starting a game', () => {
  it('is deterministic for a seed and starts with the starting player\'s mulligan decision', () => {
    const a = createGame(config(11));
    const b = createGame(config(11));
    expect(serializeGame(a)).toBe(serializeGame(b));
    const pending = pendingDecision(a)!;
    expect(pending.kind).toBe('mulligan');
    expect(pending.player).toBe(a.startingPlayer);
    expect(a.players.A.hand).toHaveLength(7);
    expect(a.players.B.hand).toHaveLength(7);
    expect(a.players.A.library).toHaveLength(33);
  });

  it('uses the given starting player, else a seeded coin flip that varies with the seed', () => {
    expect(createGame(config(1, { startingPlayer: 'B' })).startingPlayer).toBe('B');
    const starters = new Set(Array.from({ length: 20 }, (_, i) => createGame(config(i)).startingPlayer));
    expect(starters).toEqual(new Set(['A', 'B']));
  });

  it('rejects unknown cards with a typed error', () => {
    expect(validateGameConfig({ players: { A: { deck: ['Black Lotus'] }, B: { deck: ['Island'] } }, seed: 1 })[0].code).toBe('UNKNOWN_CARD');
    expect(() => createGame({ players: { A: { deck: ['Black Lotus'] }, B: { deck: ['Island'] } }, seed: 1 })).toThrow(GameConfigError);
  });

  it('refuses a pool whose card data is malformed, naming the card and the path (schema check)', () => {
    const bolt = JSON.parse(JSON.stringify(cardDefinition('Lightning Bolt')));
    bolt.spell.targets[0] = { kind: 'permanent', filter: { combat: 'charging' } };
    const cards: CardPool = { id: 'malformed-test', definition: (name) => (name === 'Lightning Bolt' ? bolt : cardDefinition(name)) };
    const config = { players: { A: { deck: ['Lightning Bolt', 'Mountain'] }, B: { deck: ['Island'] } }, seed: 1, cards };
    expect(validateGameConfig(config)).toEqual([
      { code: 'INVALID_CARD_DATA', reason: 'card data of Lightning Bolt is malformed: spell.targets[0].filter.combat: "charging" is not one of "attacking", "blocking", "attacking-or-blocking"' },
    ]);
    expect(() => createGame(config)).toThrow(GameConfigError);
  });
});

describe('CR 103.5: mulligans', () => {
  it('London: draw seven again, then put one card on the bottom per mulligan', () => {
    let game = createGame(config(3, { startingPlayer: 'A' }));
    game = must(game, 'A', { do: 'choose', choice: 'mulligan' });
    expect(game.players.A.hand).toHaveLength(7);
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    const pending = pendingDecision(game)!;
    expect(pending.kind).toBe('choose');
    const card = game.objects[game.players.A.hand[0]].card;
    game = must(game, 'A', { do: 'choose', choice: [card] });
    expect(game.players.A.hand).toHaveLength(6);
    expect(game.objects[game.players.A.library[game.players.A.library.length - 1]].card).toBe(card);
    expect(pendingDecision(game)!.player).toBe('B');
  });

  it('classic (draw one fewer): the new hand has one card fewer and nothing goes to the bottom', () => {
    let game = createGame(config(3, { startingPlayer: 'A', mulligan: 'classic-draw-one-fewer' }));
    game = must(game, 'A', { do: 'choose', choice: 'mulligan' });
    expect(game.players.A.hand).toHaveLength(6);
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    expect(pendingDecision(game)).toMatchObject({ player: 'B', kind: 'mulligan' });
  });

  it('CR 103.8a: after both keep, the starting player takes turn 1 and skips its draw', () => {
    let game = createGame(config(5, { startingPlayer: 'A' }));
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    game = must(game, 'B', { do: 'choose', choice: 'keep' });
    expect(game.turn).toBe(1);
    expect(game.active).toBe('A');
    while (game.step !== 'precombat-main') game = must(game, game.pending!.player, { do: 'pass' });
    expect(game.players.A.hand).toHaveLength(7);
  });
});

describe('rules editions (RULES_EDITIONS)', () => {
  it("plays today's rules unless the config names the 2006 edition, and refuses an unknown edition", () => {
    expect(createGame(config(3)).rules).toBe('current');
    expect(createGame(config(3, { rules: '2006' })).rules).toBe('2006');
    expect(validateGameConfig(config(3, { rules: '1999' }))[0]).toMatchObject({ code: 'UNSUPPORTED_RULES' });
    expect(() => createGame(config(3, { rules: '1999' }))).toThrow(GameConfigError);
  });

  it('2006 CR 101.4: the 2006 edition mulligans by drawing one fewer unless the config names a mulligan rule', () => {
    let game = createGame(config(3, { startingPlayer: 'A', rules: '2006' }));
    expect(game.mulliganRule).toBe('classic-draw-one-fewer');
    game = must(game, 'A', { do: 'choose', choice: 'mulligan' });
    game = must(game, 'A', { do: 'choose', choice: 'mulligan' });
    expect(game.players.A.hand).toHaveLength(5);
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    expect(game.players.A.hand).toHaveLength(5);
    expect(pendingDecision(game)).toMatchObject({ player: 'B', kind: 'mulligan' });
    expect(createGame(config(3, { rules: '2006', mulligan: 'london' })).mulliganRule).toBe('london');
  });

  it('keeps the edition through serialization and replay', () => {
    const cfg = config(12, { startingPlayer: 'A', rules: '2006' as const });
    let game = createGame(cfg);
    const log: { player: PlayerId; decision: Decision }[] = [];
    for (let i = 0; i < 80 && game.pending; i++) {
      const pending = pendingDecision(game)!;
      const decision = pending.options[(i * 7) % pending.options.length];
      log.push({ player: pending.player, decision });
      game = must(game, pending.player, decision);
    }
    const replayed = replayGame(cfg, log);
    expect(replayed.rules).toBe('2006');
    expect(serializeGame(replayed)).toBe(serializeGame(game));
    expect(deserializeGame(serializeGame(game)).rules).toBe('2006');
  });
});

describe('decisions', () => {
  const started = () => {
    let game = createGame(config(8, { startingPlayer: 'A' }));
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    return must(game, 'B', { do: 'choose', choice: 'keep' });
  };

  it('never mutates the input state', () => {
    const game = started();
    const before = serializeGame(game);
    applyDecision(game, 'A', { do: 'pass' });
    applyDecision(game, 'A', { do: 'cast', card: 'Nothing' });
    expect(serializeGame(game)).toBe(before);
  });

  it('rejects illegal decisions with a reason and the right code', () => {
    const game = started();
    const notYours = applyDecision(game, 'B', { do: 'pass' });
    expect(notYours).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_DECISION' } });
    const illegal = applyDecision(game, 'A', { do: 'attack', attackers: {} });
    expect(illegal).toMatchObject({ ok: false, error: { code: 'ILLEGAL_DECISION' } });
    expect(applyDecision(game, 'A', { do: 'cast', card: 'Lightning Bolt', targets: ['B'] }).ok).toBe(false);
  });

  it('lists options that are all accepted', () => {
    const game = started();
    for (const option of pendingDecision(game)!.options) expect(applyDecision(game, 'A', option).ok).toBe(true);
  });

  it('CR 104.3a: a player may concede even without priority', () => {
    const result = applyDecision(started(), 'B', { do: 'concede' });
    expect(result.ok && gameResult(result.state)).toEqual({ winner: 'A' });
  });

  it('MTR 2.4: after time, the game is a draw when the additional turns end', () => {
    let game = callTime(started(), 2);
    for (let i = 0; i < 200 && game.pending; i++) {
      const pending = pendingDecision(game)!;
      const quiet: Decision = pending.kind === 'attackers' ? { do: 'attack', attackers: {} } : pending.kind === 'blockers' ? { do: 'block', blockers: {} } : pending.kind === 'priority' ? { do: 'pass' } : pending.options[0];
      game = must(game, pending.player, quiet);
    }
    expect(gameResult(game)).toEqual({ draw: true });
    expect(game.turn).toBe(3);
  });

  it('replays to an identical state and survives JSON', () => {
    const cfg = config(9, { startingPlayer: 'B' });
    let game = createGame(cfg);
    const log: { player: PlayerId; decision: Decision }[] = [];
    for (let i = 0; i < 60 && game.pending; i++) {
      const pending = pendingDecision(game)!;
      const decision = pending.options[i % pending.options.length];
      log.push({ player: pending.player, decision });
      game = must(game, pending.player, decision);
    }
    expect(serializeGame(replayGame(cfg, log))).toBe(serializeGame(game));
    expect(serializeGame(deserializeGame(serializeGame(game)))).toBe(serializeGame(game));
  });
});

describe('views', () => {
  it("viewFor hides the opponent's hand, library order and the RNG state", () => {
    const game = createGame(config(4));
    const view = viewFor(game, 'A');
    expect(view.players.A.hand).toHaveLength(7);
    expect(view.players.B.hand).toBeUndefined();
    expect(view.players.B.handCount).toBe(7);
    expect(view.players.A.library).toBeUndefined();
    expect(view.players.A.libraryCount).toBe(33);
    const text = JSON.stringify(view);
    expect(text).not.toContain('"rng"');
    expect(text).not.toContain('"seed"');
    for (const id of game.players.B.hand) expect(text).not.toContain(`"id":${id},`);
  });

  it('fullView shows both hands and libraries for staff', () => {
    const view = fullView(createGame(config(4)));
    expect(view.players.B.hand).toHaveLength(7);
    expect(view.players.A.library).toHaveLength(33);
  });
});

describe('untrusted decisions (the digital match API passes client JSON)', () => {
  const started = () => {
    let game = createGame(config(8, { startingPlayer: 'A' }));
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    return must(game, 'B', { do: 'choose', choice: 'keep' });
  };
  it.each([
    ['null', null],
    ['a string', 'pass'],
    ['no do', {}],
    ['unknown do', { do: 'dance' }],
    ['cast without card', { do: 'cast' }],
    ['targets not a list', { do: 'cast', card: 'Shock', targets: 'B' }],
    ['attackers not a map', { do: 'attack', attackers: ['Grizzly Bears'] }],
    ['damage not numbers', { do: 'assign', attacker: 'X', damage: { B: 'two' } }],
    ['activate without ability', { do: 'activate', card: 'Forest' }],
  ])('%s is refused as ILLEGAL_DECISION, never thrown', (_label, decision) => {
    const result = applyDecision(started(), 'A', decision as unknown as Decision);
    expect(result).toMatchObject({ ok: false, error: { code: 'ILLEGAL_DECISION' } });
  });
});

describe('property: no decision throws or changes its input (fast-check)', () => {
  it('holds for arbitrary JSON and for near-valid decisions', () => {
    let game = createGame(config(13, { startingPlayer: 'A' }));
    game = must(game, 'A', { do: 'choose', choice: 'keep' });
    game = must(game, 'B', { do: 'choose', choice: 'keep' });
    for (let i = 0; i < 12 && game.pending; i++) game = must(game, game.pending.player, pendingDecision(game)!.options.find((o) => o.do === 'play') ?? { do: 'pass' });
    const before = serializeGame(game);
    const names = ['Forest', 'Mountain', 'Shock', 'Lightning Bolt', 'Grizzly Bears', 'B', 'A', 'A:Forest#2', 'stack:Shock', ''];
    const nearValid = fc.record({
      do: fc.constantFrom('pass', 'play', 'cast', 'activate', 'attack', 'block', 'assign', 'choose'),
      card: fc.constantFrom(...names),
      targets: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
      x: fc.integer({ min: -2, max: 12 }),
      ability: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constantFrom('cycling', 'equip', 'flashback')),
      attackers: fc.dictionary(fc.constantFrom(...names), fc.constantFrom('A', 'B')),
      choice: fc.anything(),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), nearValid), fc.constantFrom('A', 'B'), (decision, player) => {
        applyDecision(game, player as PlayerId, decision as Decision);
        return serializeGame(game) === before;
      }),
      { numRuns: 500 },
    );
  });
});
