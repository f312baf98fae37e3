import { compiledCard } from '../cards/compiled-card';
import { GameState, PlayerId } from '../state/game-state';
import { Asker } from './ask';
import { characteristics } from './layers';
import { matchesFilter } from './object-filter';
import { filterPhrase } from '../text/describe-targets';
import { withIndefiniteArticle } from '../text/english-article';

/** Whether this card may enter the battlefield as a copy (Clone: CR 707.5, 614.1c). */
export function entersAsCopy(game: GameState, card: string): boolean {
  return !!compiledCard(game, card).def.entersAsCopy;
}

/**
 * CR 707.5, 614.1c: "You may have this enter the battlefield as a copy of any creature on the
 * battlefield": its controller chooses before it enters, wherever it enters from. Returns the name
 * of the copiable values: a copy's are what it copies (707.3), a token's its defining values
 * (707.2, 111.3); undefined when nothing is copied.
 */
export function chooseCopy(game: GameState, asker: Asker, card: string, controller: PlayerId): string | undefined {
  const filter = compiledCard(game, card).def.entersAsCopy;
  if (!filter) return undefined;
  const candidates = game.battlefield.filter((id) => matchesFilter(game, characteristics(game, id), filter, controller, null));
  if (candidates.length === 0) return undefined;
  const noun = filterPhrase(filter);
  if (!asker.ask<boolean>({ type: 'yes-no', player: controller, prompt: `Have ${card} enter as a copy of ${withIndefiniteArticle(noun)}?` })) return undefined;
  const chosen = asker.ask<number>({ type: 'pick-one', player: controller, prompt: `Choose the ${noun} to copy`, from: candidates });
  return game.objects[chosen].card;
}
