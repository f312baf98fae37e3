import { Effect } from '../cards/card-definition';
import { printedInfo } from '../state/objects';
import { Run } from '../state/events';
import { GameState, PlayerId, SourceInfo, StackItem, TargetValue } from '../state/game-state';
import { Asker } from './ask';
import { runEffect } from './effects';
import { sourceInfo } from './layers';
import { staticDrawReplacements } from './player-rules';

/** One effect that may replace a draw (CR 614.11): a static ability's or a resolved spell's. */
interface DrawReplacement {
  /** Names the effect so it applies once to a draw and the events replacing it (CR 614.5). */
  key: string;
  source: number;
  sourceCard: string;
  controller: PlayerId;
  optional: boolean;
  effects: Effect[];
  targets: TargetValue[];
}

function replacementsFor(game: GameState, player: PlayerId): DrawReplacement[] {
  const found: DrawReplacement[] = staticDrawReplacements(game, player).map((r) => ({
    key: `static:${r.source}:${r.ability}`,
    source: r.source,
    sourceCard: game.objects[r.source].card,
    controller: r.controller,
    optional: !!r.effect.optional,
    effects: r.effect.effects,
    targets: [],
  }));
  for (const e of game.effects) {
    if (e.effect.kind !== 'draw-replacement' || e.effect.player !== player) continue;
    found.push({ key: `effect:${e.id}`, source: -1, sourceCard: e.sourceCard, controller: e.controller, optional: false, effects: e.effect.effects, targets: e.effect.targets });
  }
  return found;
}

/** True if some effect could replace a draw now, so a draw may ask a question (the resolution is then snapshotted). */
export function drawReplacementMayAsk(game: GameState): boolean {
  return staticDrawReplacements(game, 'A').length > 0 || staticDrawReplacements(game, 'B').length > 0 || game.effects.some((e) => e.effect.kind === 'draw-replacement');
}

function itemFor(game: GameState, r: DrawReplacement, player: PlayerId): StackItem {
  const source = game.objects[r.source];
  const info: SourceInfo = source?.zone === 'battlefield' ? sourceInfo(game, r.source) : source ? printedInfo(game, source) : { id: r.source, card: r.sourceCard, controller: r.controller, colors: [], keywords: [], isCreature: false, types: [], subtypes: [], hasAbilities: true, counters: {} };
  return { id: 0, kind: 'ability', objectId: null, source: r.source, sourceCard: r.sourceCard, controller: r.controller, abilityIndex: -1, targets: r.targets, x: 0, kicked: false, alt: null, sourceInfo: info, context: { player } };
}

/**
 * Replaces one draw of `player` (CR 614.1a, 614.11: "If [a player] would draw a card, … instead"; 121.6: a
 * draw replaced is not drawn, even from an empty library). Each effect applies at most once to a draw and to
 * the events that replace it (614.5: `applied`); with two or more, the drawing player picks which applies
 * first (616.1), and an optional one ("you may") is asked of its controller. True if the draw was replaced.
 */
export function replaceDraw(run: Run, game: GameState, player: PlayerId, asker: Asker, applied: ReadonlySet<string>): boolean {
  // Every draw of the draw step asks; with no replacement of draws out, no lists are made.
  if (staticDrawReplacements(game, player).length === 0 && !game.effects.some((e) => e.effect.kind === 'draw-replacement')) return false;
  const candidates = replacementsFor(game, player).filter((r) => !applied.has(r.key));
  while (candidates.length > 0) {
    const labels = candidates.map((r, i) => `${r.controller}:${r.sourceCard}#${i + 1}`);
    const pick = candidates.length === 1 ? 0 : labels.indexOf(asker.ask<string>({ type: 'pick-option', player, prompt: 'Which replacement effect applies to this draw first?', options: labels }));
    const [chosen] = candidates.splice(Math.max(pick, 0), 1);
    if (chosen.optional && !asker.ask<boolean>({ type: 'yes-no', player: chosen.controller, prompt: `Use ${chosen.sourceCard} instead of drawing a card?` })) continue;
    const ctx = { run, game, asker, item: itemFor(game, chosen, player), targets: chosen.targets, replacementsApplied: new Set([...applied, chosen.key]) };
    for (const effect of chosen.effects) runEffect(ctx, effect);
    return true;
  }
  return false;
}
