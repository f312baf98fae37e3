import { compiledCard } from '../../cards/compiled-card';
import { stackSpellText } from '../../cards/spell-modes';
import { SourceInfo, StackItem, TargetValue } from '../../state/game-state';
import { newStackItem } from '../../state/stack-item';
import { castTargets, kicksOf } from '../kicker';
import { targetCombinations } from '../targets';
import { detectWardTriggers } from '../ward';
import { EffectHandler } from './effect-handler';
import { ResolutionContext } from '../effect-actions';

/** What a copy of a spell copies (CR 707.10): the choices made as the spell was cast. */
export interface CopiedSpell {
  source: number;
  sourceCard: string;
  sourceInfo: SourceInfo;
  targets: TargetValue[];
  x: number;
  kicked: boolean;
  kicks?: number[];
  modes?: number[];
  /** The cards spliced onto the spell (CR 702.47c: their text is part of the spell a copy copies). */
  spliced?: string[];
}

declare module '../../cards/card-definition' {
  interface EffectBodies {
    /**
     * Storm's trigger (CR 702.40a): `count` copies of the spell as it was cast, put on the stack
     * by the trigger itself, never printed on a card.
     */
    'copy-spell': { count: number; spell: CopiedSpell };
  }
}

/** The choices a spell on the stack was cast with, as a copy of it copies them (CR 707.10). */
export function copiedSpellOf(item: StackItem): CopiedSpell {
  return { source: item.source, sourceCard: item.sourceCard, sourceInfo: item.sourceInfo, targets: item.targets.slice(), x: item.x, kicked: item.kicked, ...(item.kicks ? { kicks: item.kicks } : {}), ...(item.modes ? { modes: item.modes.slice() } : {}), ...(item.spliced ? { spliced: item.spliced.slice() } : {}) };
}

/**
 * CR 707.10, 707.10c: puts `count` copies of a spell on the stack under the resolving object's
 * controller; they are not cast. That player may choose new targets for each (the original's
 * targets are among the answers while legal); the copies copy the spell's cast choices even if the
 * spell has left the stack (last known information).
 */
export function putSpellCopies(ctx: ResolutionContext, spell: CopiedSpell, count: number): void {
  const { game, asker, item } = ctx;
  const def = compiledCard(game, spell.sourceCard).def;
  // CR 707.10, 702.33g: a copy is kicked as the spell was, so it chooses the targets that kick chose.
  const specs = def.spell ? castTargets(stackSpellText(game, def.spell, spell.modes, spell.spliced), kicksOf(spell).length > 0) : [];
  const copies: StackItem[] = [];
  for (let n = 1; n <= count; n++) {
    let targets = spell.targets;
    const candidates = specs.length > 0 ? targetCombinations(game, specs, { ...spell.sourceInfo, controller: item.controller }, kicksOf(spell).length) : [];
    if (candidates.length > 0) targets = asker.ask<TargetValue[]>({ type: 'targets', player: item.controller, prompt: `Choose targets for copy ${n} of ${spell.sourceCard}`, candidates });
    const copy = newStackItem({
      id: 0,
      kind: 'spell',
      objectId: null,
      source: spell.source,
      sourceCard: spell.sourceCard,
      controller: item.controller,
      abilityIndex: null,
      targets: targets.slice(),
      x: spell.x,
      kicked: spell.kicked,
      alt: null,
      sourceInfo: { ...spell.sourceInfo, controller: item.controller },
      context: {},
    });
    if (spell.kicks) copy.kicks = spell.kicks;
    if (spell.modes) copy.modes = spell.modes.slice();
    if (spell.spliced) copy.spliced = spell.spliced.slice();
    copy.copy = true;
    copies.push(copy);
  }
  for (const copy of copies) {
    copy.id = game.nextId++;
    game.stack.push(copy);
    detectWardTriggers(game, copy);
  }
  game.passes = 0;
}

/** CR 702.40a: storm's (and replicate's, 702.56a) copies of the spell that triggered it. */
export const copySpellHandler: EffectHandler<'copy-spell'> = {
  kind: 'copy-spell',
  resolve(ctx, effect) {
    putSpellCopies(ctx, effect.spell, effect.count);
  },
  mayAsk: () => true,
  describe: () => 'copy it for each spell cast before it this turn',
  botHint: () => 'value',
};
