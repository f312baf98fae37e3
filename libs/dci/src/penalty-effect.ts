import { Side } from './dci-error';
import { Penalty } from './infraction-catalogue';

/** Where the penalized player's match stands when the penalty is issued. */
export type MatchMoment = 'before-match' | 'in-game' | 'between-games' | 'after-match';

/** Who gives a statement for a Disqualification report. */
export type DisqualificationStatementBy = 'head-judge' | 'player' | 'opponent' | 'witnesses';

/** What a Game Loss does. */
export interface GameLossEffect {
  readonly kind: 'game-loss';
  readonly player: Side;
  /**
   * The game that is lost: the game being played, the next game of this match (recorded as
   * lost without being played), or the first game of the player's next match.
   */
  readonly appliesTo: 'current-game' | 'next-game' | 'next-match';
  /** The match report counts it as a game won by the opponent. */
  readonly countsAsLostGame: true;
  /** The penalized player, as loser of that game, chooses play or draw for the next game (MTR 2.2). */
  readonly playDrawChooser: Side;
  /** False when issued before the match starts: neither player sideboards before the first game played. */
  readonly sideboardingBeforeNextGame: boolean;
}

/** What a Match Loss does. */
export interface MatchLossEffect {
  readonly kind: 'match-loss';
  readonly player: Side;
  /** The current match, or the player's next match when this one is already over. */
  readonly appliesTo: 'current' | 'next';
}

/** The data a Disqualification report to Wizards of the Coast must carry. */
export interface DisqualificationReport {
  readonly recipient: 'Wizards of the Coast';
  /** Accounts (Wizards ids) of the disqualified player and of their opponent. */
  readonly accountsOf: readonly ('player' | 'opponent')[];
  readonly statementsFrom: readonly DisqualificationStatementBy[];
}

/** What a Disqualification does. */
export interface DisqualificationEffect {
  readonly kind: 'disqualification';
  readonly player: Side;
  /** The current match is lost, unless it was already over. */
  readonly losesCurrentMatch: boolean;
  /** The player is dropped from the event. */
  readonly dropsPlayer: true;
  /** The player leaves the standings; everyone below moves up one place. */
  readonly removedFromStandings: true;
  /** After a cut nobody is promoted into the vacated playoff place. */
  readonly replacedAfterCut: false;
  readonly report: DisqualificationReport;
}

/** The effect of a penalty on the match. */
export type PenaltyEffect = { readonly kind: 'none' } | GameLossEffect | MatchLossEffect | DisqualificationEffect;

/** Context for {@link penaltyEffect}. */
export interface PenaltyContext {
  readonly player: Side;
  readonly moment: MatchMoment;
}

/**
 * What a penalty does to the penalized player's match (the IPG's penalty definitions, as stated
 * in tournament-rules.md "Effects"). Warnings and NONE change nothing in the match.
 */
export function penaltyEffect(penalty: Penalty, context: PenaltyContext): PenaltyEffect {
  const { player, moment } = context;
  switch (penalty) {
    case 'NONE':
    case 'WARNING':
      return { kind: 'none' };
    case 'GAME_LOSS':
      return {
        kind: 'game-loss',
        player,
        appliesTo: moment === 'in-game' ? 'current-game' : moment === 'after-match' ? 'next-match' : 'next-game',
        countsAsLostGame: true,
        playDrawChooser: player,
        sideboardingBeforeNextGame: moment !== 'before-match',
      };
    case 'MATCH_LOSS':
      return { kind: 'match-loss', player, appliesTo: moment === 'after-match' ? 'next' : 'current' };
    case 'DISQUALIFICATION':
      return {
        kind: 'disqualification',
        player,
        losesCurrentMatch: moment !== 'after-match',
        dropsPlayer: true,
        removedFromStandings: true,
        replacedAfterCut: false,
        report: {
          recipient: 'Wizards of the Coast',
          accountsOf: ['player', 'opponent'],
          statementsFrom: ['head-judge', 'player', 'opponent', 'witnesses'],
        },
      };
  }
}
