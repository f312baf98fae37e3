import { CardDefinition } from '../cards/card-definition';
import { countedKeywordName, keywordCount } from '../cards/keywords';
import { GameState, PlayerId } from '../state/game-state';
import { compiledCard, printedSubtyped } from '../cards/compiled-card';
import { shareCreatureType } from '../cards/subtypes';
import { Asker } from './ask';

/**
 * The counters keywords put on a permanent as it enters the battlefield (CR 614.1c: each is a
 * replacement effect on the zone change; every instance applies separately): bloodthirst N
 * (702.54a: +1/+1 counters if an opponent of its controller was dealt damage this turn; 702.54c),
 * bloodthirst X (702.54b: the damage its controller's opponents were dealt this turn), modular N
 * (702.43a-b), graft N (702.58a-b) and sunburst (702.44a-b, 702.44d: one counter for each colour of mana
 * spent to cast it, +1/+1 on a creature, charge otherwise; none unless it enters from the stack).
 * `fromStackColors` is the colours spent on the resolving spell, undefined for any other move.
 */
export function keywordEnteringCounters(game: GameState, def: CardDefinition, controller: PlayerId, fromStackColors: number | undefined): [string, number][] {
  let plus = 0;
  let charge = 0;
  for (const keyword of def.keywords) {
    const name = countedKeywordName(keyword);
    if (name === 'modular' || name === 'graft') plus += keywordCount(keyword, name)!;
    else if (name === 'bloodthirst') {
      const damage = opponentsDamageThisTurn(game, controller);
      plus += keyword === 'bloodthirst X' ? damage : damage > 0 ? keywordCount(keyword, name)! : 0;
    } else if (keyword === 'modular—sunburst' && fromStackColors) {
      // CR 702.44c (2006 502.37c): sunburst as modular's number gives +1/+1 counters whatever the permanent is.
      plus += fromStackColors;
    } else if (keyword === 'sunburst' && fromStackColors) {
      // CR 702.44a: "as a creature" is the permanent it would be (614.12); the card's types here.
      if (def.types.includes('Creature')) plus += fromStackColors;
      else charge += fromStackColors;
    }
  }
  const counters: [string, number][] = [];
  if (plus > 0) counters.push(['+1/+1', plus]);
  if (charge > 0) counters.push(['charge', charge]);
  return counters;
}

/** The damage a player's opponents have been dealt this turn (CR 702.54b). */
function opponentsDamageThisTurn(game: GameState, player: PlayerId): number {
  let total = 0;
  for (const p of Object.keys(game.players) as PlayerId[]) if (p !== player) total += game.players[p].damageThisTurn ?? 0;
  return total;
}

/**
 * Amplify N (CR 702.38a): as the permanent enters, its controller reveals any number of cards from
 * their hand that share a creature type with it, and it enters with N +1/+1 counters for each; every
 * instance reveals on its own (702.38b). The card itself is on the stack, so never in the hand.
 * Asked before the permanent moves; returns the +1/+1 counters it enters with.
 */
export function chooseAmplifyReveals(game: GameState, asker: Asker, card: string, controller: PlayerId): number {
  const compiled = compiledCard(game, card);
  const def = compiled.def;
  // Asked of every permanent spell that resolves: no lists made for one without amplify.
  if (!def.keywords.some((k) => keywordCount(k, 'amplify') !== null)) return 0;
  const amplify = def.keywords.map((k) => keywordCount(k, 'amplify')).filter((n): n is number => n !== null);
  const self = printedSubtyped(compiled);
  const eligible = game.players[controller].hand.filter((id) => shareCreatureType(self, printedSubtyped(compiledCard(game, game.objects[id].card))));
  let counters = 0;
  for (const n of amplify) {
    if (eligible.length === 0) break;
    const revealed = asker.ask<number[]>({ type: 'pick-cards', player: controller, prompt: `Amplify ${n}: reveal any number of cards sharing a creature type with ${card}`, from: eligible, count: eligible.length, min: 0 });
    counters += n * revealed.length;
  }
  return counters;
}
