import { EngineSeed, seedRng } from './rng';
import { EveryField, GameState, MulliganRule, PlayerState, RulesEdition } from './game-state';

// Every field set, in the interface's order: one hidden class for every player (EveryField).
function emptyPlayer(): PlayerState {
  const player: EveryField<PlayerState> = {
    life: 20,
    poison: 0,
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    command: [],
    manaPool: '',
    snowMana: undefined,
    landsPlayed: 0,
    spellsCastThisTurn: undefined,
    cantCastSpells: undefined,
    upkeepsBegan: undefined,
    damageThisTurn: undefined,
    drewFromEmpty: false,
    lost: false,
    conceded: false,
    mulligans: 0,
    kept: false,
  };
  return player;
}

/** The mulligan an edition plays unless the config names one: London today (CR 103.5), "draw one fewer" in 2006 (2006 CR 101.4). */
export function defaultMulliganRule(rules: RulesEdition): MulliganRule {
  return rules === '2006' ? 'classic-draw-one-fewer' : 'london';
}

/** A game with no objects, before the first turn; every field set, in the interface's order (EveryField). */
export function emptyGame(seed: EngineSeed, rules: RulesEdition, mulliganRule: MulliganRule): GameState {
  const game: EveryField<GameState> = {
    format: 'arbiter-engine/1',
    rules,
    cardPool: 'core',
    tokens: {},
    mulliganRule,
    seed,
    rng: seedRng(seed),
    turn: 0,
    active: 'A',
    startingPlayer: 'A',
    step: 'untap',
    phase: 'mulligan',
    priority: null,
    passes: 0,
    players: { A: emptyPlayer(), B: emptyPlayer() },
    objects: {},
    battlefield: [],
    phasedOut: undefined,
    stack: [],
    nextId: 1,
    nextTimestamp: 1,
    effects: [],
    pendingTriggers: [],
    delayedTriggers: undefined,
    combat: null,
    extraTurns: [],
    additionalCombats: undefined,
    regularCombatPending: undefined,
    resumeTurnsWith: undefined,
    action: null,
    answers: [],
    pending: null,
    stepStarted: false,
    cleanupAgain: false,
    timeCalled: null,
    result: { over: false },
    decisions: 0,
    forcedResolutions: 0,
    forcedPasses: false,
    commander: undefined,
    seen: undefined,
    tokenLeftBattlefield: undefined,
  };
  return game;
}
