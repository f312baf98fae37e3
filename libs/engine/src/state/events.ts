import { PlayerId, SourceInfo, Step, ZoneName } from './game-state';

/** Something that happened in the game, reported to clients and used to detect triggers. */
export type GameEvent =
  | { type: 'zone-change'; card: string; oldId: number; newId: number; from: ZoneName | null; to: ZoneName; owner: PlayerId; lki: SourceInfo | null; counters: Record<string, number> }
  | { type: 'damage'; source: number; target: string; amount: number; combat: boolean; infect: boolean }
  | { type: 'life'; player: PlayerId; amount: number }
  | { type: 'poison'; player: PlayerId; amount: number }
  | { type: 'draw'; player: PlayerId; card: number }
  /** `by`: the controller of the spell or ability whose effect made the player discard (absent: a cost or a rule). */
  | { type: 'discard'; player: PlayerId; card: string; by?: PlayerId }
  | { type: 'cast'; player: PlayerId; card: string; stackId: number }
  | { type: 'activate'; player: PlayerId; card: string; ability: number }
  | { type: 'resolve'; card: string }
  | { type: 'countered'; card: string }
  | { type: 'step'; turn: number; step: Step; active: PlayerId }
  | { type: 'attack'; attackers: number[] }
  | { type: 'block'; blocker: number; attacker: number }
  | { type: 'cycled'; player: PlayerId; card: number }
  /** A face-down permanent was turned face up (CR 702.37e): `card` is now public. */
  | { type: 'turned-face-up'; player: PlayerId; card: string; id: number }
  /** Permanents phased out or in during an untap step (CR 702.26a, 502.1), by id. */
  | { type: 'phasing'; phasedOut: number[]; phasedIn: number[] }
  /** A player flipped a coin and won or lost the flip (CR 705.1-2). */
  | { type: 'coin-flip'; player: PlayerId; won: boolean }
  | { type: 'game-over'; winner: PlayerId | null };

/** Events of one engine run, collected for the caller. */
export interface Run {
  events: GameEvent[];
}
