import { Subject } from '../../cards/card-definition';
import { compiledObject } from '../../cards/compiled-card';
import { rewriteDefinitionText, TEXT_CHANGE_WORDS_TEXT, TextChange, TextChangeWords } from '../../cards/definition-text-rewrite';
import { BASIC_LAND_TYPES, BasicLandType } from '../../cards/intrinsic-mana-ability';
import { COLORS } from '../../state/game-state';
import { COLOR_WORDS } from '../../text/describe-targets';
import { addEffect, objectsOf, ResolutionContext } from '../effect-actions';
import { EffectHandler } from './effect-handler';

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * "Change the text of target permanent by replacing all instances of one color word with another or one
     * basic land type with another" (Mind Bend): the words chosen as it resolves, the change lasting indefinitely (CR 612.1, 613.1c).
     */
    'change-text': { what: Subject; words: TextChangeWords };
  }
}

/** The words a player may name (Oracle's spelling: "black", "Forest") and the change each pair makes. */
function wordsOf(words: TextChangeWords): string[] {
  const colors = words === 'land-type' ? [] : COLORS.map((c) => COLOR_WORDS[c]);
  return words === 'color' ? colors : [...colors, ...BASIC_LAND_TYPES];
}

function changeOf(from: string, to: string): TextChange {
  const color = (word: string) => COLORS.find((c) => COLOR_WORDS[c] === word)!;
  return (BASIC_LAND_TYPES as readonly string[]).includes(from) ? { kind: 'land-type', from: from as BasicLandType, to: to as BasicLandType } : { kind: 'color', from: color(from), to: color(to) };
}

/** The other words of the same kind as `word` (a colour word is replaced by a colour word, a land type by a land type). */
function replacementsOf(word: string): string[] {
  const landType = (BASIC_LAND_TYPES as readonly string[]).includes(word);
  return (landType ? [...BASIC_LAND_TYPES] : COLORS.map((c) => COLOR_WORDS[c])).filter((w) => w !== word);
}

/**
 * CR 608.2d, 612.1: as the effect resolves, its controller names the word to replace, then the word that replaces it
 * (another of the same kind). Any word may be named; those the permanent's text uses come first.
 */
function chooseChange(ctx: ResolutionContext, id: number, words: TextChangeWords): TextChange {
  const { game, item, asker } = ctx;
  const def = compiledObject(game, id).def;
  const used = (word: string) => replacementsOf(word).some((to) => rewriteDefinitionText(def, changeOf(word, to)) !== def);
  const all = wordsOf(words);
  const options = [...all.filter(used), ...all.filter((w) => !used(w))];
  const card = game.objects[id].card;
  const from = asker.ask<string>({ type: 'pick-option', player: item.controller, prompt: `${item.sourceCard}: the word to replace in the text of ${card}`, options });
  const to = asker.ask<string>({ type: 'pick-option', player: item.controller, prompt: `${item.sourceCard}: the word that replaces every "${from}" in the text of ${card}`, options: replacementsOf(from) });
  return changeOf(from, to);
}

/** "Change the text of target permanent by replacing all instances of …" (CR 612.1-612.2): a layer 3 effect on the object while it stays on the battlefield (CR 400.7, 611.2c). */
export const changeTextHandler: EffectHandler<'change-text'> = {
  kind: 'change-text',
  resolve(ctx, effect) {
    for (const id of objectsOf(ctx, effect.what)) addEffect(ctx.game, ctx.item, { kind: 'change-text', object: id, change: chooseChange(ctx, id, effect.words) }, 'indefinite');
  },
  mayAsk: () => true,
  describe: (effect, d) => `change the text of ${d.subject(effect.what)} by replacing all instances of ${TEXT_CHANGE_WORDS_TEXT[effect.words]}`,
  botHint: () => 'value',
};
