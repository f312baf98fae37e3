import { CardType, GrantedAbility, Keyword, Subject } from '../../cards/card-definition';
import { describeQuotedAbility } from '../../text/describe-card';
import { Color } from '../../state/game-state';
import { subjectAndVerb } from '../../text/describe-context';
import { keywordList } from '../../text/describe-keywords';
import { COLOR_WORDS } from '../../text/describe-targets';
import { addEffect, amountOf, objectsOf } from '../effect-actions';
import { EffectHandler } from './effect-handler';
import { withIndefiniteArticle } from '../../text/english-article';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "… becomes a 2/1 blue Faerie creature with flying until end of turn. It's still a land."
     * `types` are the card types it becomes (`['Creature']`, `['Artifact', 'Creature']`); with
     * `still`, or becoming an "artifact creature", it keeps its types and subtypes (CR 205.1b),
     * otherwise they are replaced (205.1a).
     * `colors` absent: its colour is unchanged. `abilities`: quoted abilities it gains ('with "{B}: Regenerate
     * this creature"', CR 113.1a, 613.1f).
     */
    'become-creature-until-end-of-turn': { what: Subject; power: number | 'X'; toughness: number | 'X'; colors?: Color[]; subtypes: string[]; types: CardType[]; keywords?: Keyword[]; abilities?: GrantedAbility[]; still?: CardType };
  }
}

/**
 * An animation until end of turn: layer 4 (types and subtypes, CR 613.1d), layer 5 (colour,
 * 613.1e), layer 6 (keywords, 613.1f) and layer 7b (base power and toughness, 613.4b), each
 * applied in its layer in timestamp order with the other effects there.
 */
export const becomeCreatureUntilEndOfTurnHandler: EffectHandler<'become-creature-until-end-of-turn'> = {
  kind: 'become-creature-until-end-of-turn',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what))
      addEffect(ctx.game, ctx.item, {
        kind: 'become',
        object: id,
        // CR 107.3a: X is the value chosen as the ability was activated.
        power: amountOf(ctx, effect.power),
        toughness: amountOf(ctx, effect.toughness),
        types: effect.types.slice(),
        subtypes: effect.subtypes.slice(),
        keepsTypes: keepsPriorTypes(effect),
        keywords: effect.keywords?.slice() ?? [],
        ...(effect.abilities ? { abilities: effect.abilities } : {}),
        ...(effect.colors ? { colors: effect.colors.slice() } : {}),
      });
  },
  mayAsk: () => false,
  describe(effect, d) {
    const colors = effect.colors?.length ? [effect.colors.map((c) => COLOR_WORDS[c]).join(' and ')] : [];
    const words = [withIndefiniteArticle(`${effect.power}/${effect.toughness}`), ...colors, ...effect.subtypes, ...effect.types.map((t) => t.toLowerCase())];
    // CR 113.1a: the quoted abilities follow the keywords, the object calling itself "this creature".
    const withs = [...(effect.keywords?.length ? [keywordList(effect.keywords)] : []), ...(effect.abilities ?? []).map((a) => `"${describeQuotedAbility(a, 'this creature')}"`)];
    const keywords = withs.length ? ` with ${withs.join(' and ')}` : '';
    const clause = `${subjectAndVerb(d, effect.what, 'become', 'becomes')} ${words.join(' ')}${keywords} until end of turn`;
    return effect.still ? `${clause}. It's still ${withIndefiniteArticle(effect.still.toLowerCase())}` : clause;
  },
  botHint: () => 'value',
};

/** CR 205.1b: "It's still a land" and "becomes an … artifact creature" keep the prior types and subtypes. */
function keepsPriorTypes(effect: { types: readonly CardType[]; still?: CardType }): boolean {
  return effect.still !== undefined || (effect.types.length === 2 && effect.types.includes('Artifact') && effect.types.includes('Creature'));
}
