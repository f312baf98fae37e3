import { EngineSeed, seedRng } from './rng';
import { GameState, MulliganRule, PlayerState, RulesEdition } from './game-state';

function emptyPlayer(): PlayerState {
  return {
    life: 20,
    poison: 0,
    library: [],
    hand: [],
    graveyard: [],
    exile: [],
    command: [],
    manaPool: '',
    landsPlayed: 0,
    drewFromEmpty: false,
    lost: false,
    conceded: false,
    mulligans: 0,
    kept: false,
  };
}

/** The mulligan an edition plays unless the config names one: London today (CR 103.5), "draw one fewer" in 2006 (2006 CR 101.4). */
export function defaultMulliganRule(rules: RulesEdition): MulliganRule {
  return rules === '2006' ? 'classic-draw-one-fewer' : 'london';
}

/** A game with no objects, before the first turn. */
export function emptyGame(seed: EngineSeed, rules: RulesEdition, mulliganRule: MulliganRule): GameState {
  return {
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
    stack: [],
    nextId: 1,
    nextTimestamp: 1,
    effects: [],
    pendingTriggers: [],
    combat: null,
    extraTurns: [],
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
  };
}
