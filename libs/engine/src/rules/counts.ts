import { Count, Subject } from '../cards/card-definition';
import { compiledCard } from '../cards/compiled-card';
import { GameState, PlayerId } from '../state/game-state';
import type { Characteristics } from './layers';
import { matchesFilter } from './object-filter';

/** Where a count is read: the permanents as seen there, whose point of view, and the players a subject names. */
export interface CountScope {
  game: GameState;
  /** The battlefield's characteristics at this point (a static ability reads them in its own layer, CR 613). */
  permanents: Iterable<Characteristics>;
  /** The controller of the spell or ability that counts: "you" (CR 109.5). */
  viewer: PlayerId;
  sourceId: number | null;
  playersOf(subject: Subject): PlayerId[];
  /** The player an effect on several players is acting on now: whose permanents "they control" counts. */
  they?: PlayerId;
}

/** The value of a count now (CR 107.3, 608.2h: counted as the effect applies). */
export function countValue(scope: CountScope, count: Count): number {
  const { game } = scope;
  // CR 702.33c-d: a kicked spell and its permanent keep their kicks.
  if ('kicks' in count) return scope.sourceId === null ? 0 : (game.objects[scope.sourceId]?.kicks?.length ?? 0);
  if ('permanents' in count) {
    let n = 0;
    const they = count.theyControl ? scope.they : undefined;
    if (count.theyControl && they === undefined) return 0;
    for (const c of scope.permanents) if ((they === undefined || c.controller === they) && matchesFilter(game, c, count.permanents, scope.viewer, scope.sourceId)) n++;
    return n;
  }
  const players = count.whose === 'all' ? (Object.keys(game.players) as PlayerId[]) : count.whose === 'they' ? (scope.they === undefined ? [] : [scope.they]) : scope.playersOf(count.whose);
  let n = 0;
  for (const p of players)
    for (const id of game.players[p][count.cards]) {
      const types = compiledCard(game, game.objects[id].card).def.types;
      if (!count.types || count.types.some((t) => types.includes(t))) n++;
    }
  return n;
}
