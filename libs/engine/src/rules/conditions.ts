import { compiledCard } from '../cards/compiled-card';
import { Condition, NumberComparison, PermanentFilter, SelfState } from '../cards/card-definition';
import { GameState, PlayerId } from '../state/game-state';
import type { Characteristics } from './layers';
import { matchesFilter } from './object-filter';

/** Where a condition is read: its source, the source's controller ("you", CR 109.5) and the battlefield as seen there. */
export interface ConditionScope {
  game: GameState;
  sourceId: number;
  controller: PlayerId;
  permanents: Iterable<Characteristics>;
  /** "That player": the player a trigger names (CR 603.4), if any. */
  thatPlayer?: PlayerId;
}

function compares(value: number, bound: NumberComparison): boolean {
  return 'atMost' in bound ? value <= bound.atMost : value >= bound.atLeast;
}

const SELF_FILTERS: Record<SelfState, PermanentFilter> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { combat: 'attacking' },
  blocking: { combat: 'blocking' },
  'attacking-or-blocking': { combat: 'attacking-or-blocking' },
};

/**
 * Whether a condition holds now: the one evaluator of "as long as" conditions (CR 611.3a, checked
 * continuously, never locked in) and of a trigger's intervening "if" (CR 603.4).
 */
export function conditionHolds(scope: ConditionScope, condition: Condition): boolean {
  const { game } = scope;
  switch (condition.kind) {
    case 'turn':
      return (game.active === scope.controller) === condition.yours;
    case 'cards': {
      const whose = condition.whose === 'that-player' ? scope.thatPlayer : scope.controller;
      if (whose === undefined) return false;
      const cards = game.players[whose][condition.zone];
      const type = condition.cardType;
      return compares(type ? cards.filter((id) => compiledCard(game, game.objects[id].card).def.types.includes(type)).length : cards.length, condition.count);
    }
    case 'control': {
      let n = 0;
      for (const c of scope.permanents) if (c.controller === scope.controller && matchesFilter(game, c, condition.filter, scope.controller, scope.sourceId)) n++;
      return compares(n, condition.count);
    }
    case 'opponent-controls-more': {
      // Each side counted with the same filter, the opponent's count at least `more` above yours.
      const count: Record<string, number> = {};
      for (const c of scope.permanents) if (matchesFilter(game, c, condition.filter, scope.controller, scope.sourceId)) count[c.controller] = (count[c.controller] ?? 0) + 1;
      return Object.keys(game.players).some((p) => p !== scope.controller && (count[p] ?? 0) - (count[scope.controller] ?? 0) >= condition.more);
    }
    case 'self':
      for (const c of scope.permanents) if (c.id === scope.sourceId) return matchesFilter(game, c, SELF_FILTERS[condition.state], scope.controller, null);
      return false;
  }
}
