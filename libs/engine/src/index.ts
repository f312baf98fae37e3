/**
 * @arbiter/engine — a Magic: The Gathering rules engine as pure functions over plain data.
 * See libs/engine/README.md for the architecture, the card format and the decision vocabulary.
 */
export { createGame, pendingDecision, applyDecision, callTime, gameResult, serializeGame, deserializeGame, validateGameConfig, GameConfigError, RULES_EDITIONS } from './game';
export { defaultMulliganRule } from './state/new-game';
export type { GameConfig, CommanderConfig } from './game';
export { replayGame, ReplayError } from './replay';
export type { LoggedDecision } from './replay';
export type { ApplyResult } from './decisions/apply-decision';
export type { Decision, LegalOption, PendingDecision, DecisionError, DecisionErrorCode } from './decisions/decision';
export type { GameState, GameResult, PlayerId, Step, DecisionKind, MulliganRule, RulesEdition } from './state/game-state';
export { STEP_ORDER } from './state/game-state';
export type { GameEvent } from './state/events';
export { viewFor, fullView } from './view/player-view';
export type { PlayerView, PermanentView, CardView, PlayerSideView } from './view/player-view';
export { randomAgent } from './agents/random-agent';
export { heuristicAgent } from './agents/heuristic-agent';
export { playGame } from './agents/play-game';
export type { PlayedGame, DecisionStep } from './agents/play-game';
export type { Agent } from './agents/agent';
export { SAMPLE_DECKS } from './agents/sample-decks';
export { createAgentRng, isEngineSeed } from './state/rng';
export type { AgentRng, EngineSeed } from './state/rng';
export { cloneGame } from './state/clone';
export { createGameFromScenario, ScenarioSetupError } from './scenario/scenario-setup';
export { runScenario } from './scenario/scenario-runner';
export type { Scenario, ScenarioStart, ScenarioExpect, ScenarioOutcome, ScenarioStep } from './scenario/scenario-types';
export { CARD_POOL, isKnownCard, cardDefinition } from './cards/card-pool';
export { checkCardText } from './cards/card-text-checker';
export { cardDefinitionProblems } from './cards/card-schema';
export { describeCard } from './text/describe-card';
export { normalizeOracleText } from './text/oracle-normalize';
export type { CardDefinition, Effect, AbilityDefinition, StaticEffect, TargetSpec, Keyword } from './cards/card-definition';
export * from './match';
export { compileCard } from './compiler/compile-card';
export type { CompileResult } from './compiler/compile-card';
export type { OracleCard, CompileFailure } from './compiler/oracle-card';
export { cardStanding, coverageReport, keywordCoverage, templateOf } from './compiler/card-coverage';
export type { CardStanding, CoverageReport } from './compiler/card-coverage';
export { oracleCardPool } from './compiler/oracle-card-pool';
export { playableCardPool } from './compiler/playable-card-pool';
export { oracleCardOf } from './compiler/database-card';
export type { DatabaseCardLike } from './compiler/database-card';
export { CORE_CARD_POOL } from './cards/card-pool';
export { registerCardPool, isCardPoolRegistered } from './cards/card-pool-registry';
export type { CardPool } from './cards/card-pool-registry';
