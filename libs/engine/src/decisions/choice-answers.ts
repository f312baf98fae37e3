import { ChoiceRequest, GameState, PlayerId, TargetValue } from '../state/game-state';
import { referenceOf, referenceOfTarget, resolveReference } from './references';
import { sameTarget } from '../rules/targets';

/** Finds which of the given objects a reference or card name means. */
export function pickObject(game: GameState, ids: readonly number[], ref: unknown, actor: PlayerId, exclude: readonly number[] = []): number | null {
  if (typeof ref !== 'string') return null;
  const open = ids.filter((id) => !exclude.includes(id));
  const exact = open.find((id) => referenceOf(game, id) === ref);
  if (exact !== undefined) return exact;
  if (open.length > 0) {
    const zone = game.objects[open[0]].zone;
    const resolved = resolveReference(game, ref, actor, [zone]);
    if (resolved && 'object' in resolved && open.includes(resolved.object)) return resolved.object;
  }
  const bare = ref.replace(/^[AB]:/, '').replace(/#\d+$/, '');
  const byName = open.find((id) => game.objects[id].card === bare);
  return byName ?? null;
}

function sourceReference(game: GameState, sourceId: number, card: string, controller: PlayerId): string {
  return game.objects[sourceId] ? referenceOf(game, sourceId) : `${controller}:${card}`;
}

/** True if a reference names this trigger's source: exactly, or by card name and side. */
function namesTriggerSource(game: GameState, ref: unknown, t: { source: number; sourceCard: string; controller: PlayerId }): boolean {
  if (typeof ref !== 'string') return false;
  if (ref === sourceReference(game, t.source, t.sourceCard, t.controller)) return true;
  const side = /^[AB]:/.test(ref) ? ref[0] : null;
  const name = ref.replace(/^[AB]:/, '').replace(/#\d+$/, '');
  return name === t.sourceCard && (side === null || side === t.controller);
}

/** Converts a `choose` value into the internal answer for a request, or explains why it is illegal. */
export function answerFor(game: GameState, request: ChoiceRequest, choice: unknown): { ok: true; answer: unknown } | { ok: false; reason: string } {
  const actor = request.player;
  switch (request.type) {
    case 'yes-no':
      if (choice === true || choice === 'yes') return { ok: true, answer: true };
      if (choice === false || choice === 'no') return { ok: true, answer: false };
      return { ok: false, reason: 'answer true or false' };
    case 'pick-one': {
      const id = pickObject(game, request.from, Array.isArray(choice) && choice.length === 1 ? choice[0] : choice, actor);
      return id === null ? { ok: false, reason: `${JSON.stringify(choice)} is not one of the choices` } : { ok: true, answer: id };
    }
    case 'pick-cards': {
      if (!Array.isArray(choice)) return { ok: false, reason: 'answer a list of card names' };
      const min = request.min ?? request.count;
      if (choice.length < min || choice.length > request.count) return { ok: false, reason: min === request.count ? `choose exactly ${request.count} card(s)` : `choose ${min} to ${request.count} card(s)` };
      const picked: number[] = [];
      for (const c of choice) {
        const id = pickObject(game, request.from, c, actor, picked);
        if (id === null) return { ok: false, reason: `${JSON.stringify(c)} is not one of the choices` };
        picked.push(id);
      }
      return { ok: true, answer: picked };
    }
    case 'order-triggers': {
      if (!Array.isArray(choice) || choice.length !== request.triggers.length) return { ok: false, reason: `order all ${request.triggers.length} triggered abilities` };
      const used: number[] = [];
      for (const c of choice) {
        const exact = request.triggers.find((i) => !used.includes(i) && c === sourceReference(game, game.pendingTriggers[i].source, game.pendingTriggers[i].sourceCard, game.pendingTriggers[i].controller));
        const found = exact ?? request.triggers.find((i) => !used.includes(i) && namesTriggerSource(game, c, game.pendingTriggers[i]));
        if (found === undefined) return { ok: false, reason: `${JSON.stringify(c)} is not a waiting triggered ability` };
        used.push(found);
      }
      return { ok: true, answer: used };
    }
    case 'targets': {
      const refs = Array.isArray(choice) ? choice : [choice];
      const match = request.candidates.find(
        (combo) =>
          combo.length === refs.length &&
          combo.every((value, i) => {
            const ref = refs[i];
            if (typeof ref !== 'string') return false;
            if (referenceOfTarget(game, value) === ref) return true;
            if ('player' in value) return false;
            const zone = game.objects[value.object].zone;
            const resolved = resolveReference(game, ref, actor, [zone]);
            return !!resolved && sameTarget(resolved, value as TargetValue);
          }),
      );
      return match ? { ok: true, answer: match } : { ok: false, reason: `${JSON.stringify(choice)} is not a legal choice of targets` };
    }
    case 'assign':
      return { ok: false, reason: 'answer with an assign decision' };
    case 'order-effects': {
      if (!Array.isArray(choice) || choice.length !== request.effects.length) return { ok: false, reason: `order all ${request.effects.length} effects: ${JSON.stringify(request.effects)}` };
      const used: number[] = [];
      for (const c of choice) {
        const exact = request.effects.findIndex((ref, i) => !used.includes(i) && ref === c);
        const found = exact >= 0 ? exact : request.effects.findIndex((ref, i) => !used.includes(i) && namesSameSource(ref, c));
        if (found < 0) return { ok: false, reason: `${JSON.stringify(c)} is not one of the effects ${JSON.stringify(request.effects)}` };
        used.push(found);
      }
      return { ok: true, answer: used };
    }
    case 'pick-color': {
      const color = Array.isArray(choice) && choice.length === 1 ? choice[0] : choice;
      return typeof color === 'string' && (request.colors as string[]).includes(color)
        ? { ok: true, answer: color }
        : { ok: false, reason: `choose one of ${request.colors.join(', ')}` };
    }
    case 'pick-option': {
      const option = Array.isArray(choice) && choice.length === 1 ? choice[0] : choice;
      return typeof option === 'string' && request.options.includes(option) ? { ok: true, answer: option } : { ok: false, reason: `choose one of ${request.options.join(', ')}` };
    }
    case 'offered-cast':
      // CR 702.35a, 702.60a: the card may be declined; casting it is a cast decision.
      if (choice === false || choice === 'no') return { ok: true, answer: false };
      return { ok: false, reason: `cast ${game.objects[request.card].card} with {"do":"cast","card":...,"alt":"${request.alt}"} or answer false` };
  }
}

/** True if a reference names the same source as a listed one, by card name and optionally side ("Bandage", "B:Bandage"). */
function namesSameSource(listed: string, ref: unknown): boolean {
  if (typeof ref !== 'string') return false;
  const side = /^[AB]:/.test(ref) ? ref[0] : null;
  const name = ref.replace(/^[AB]:/, '').replace(/#\d+$/, '');
  return listed.replace(/^[AB]:/, '').replace(/#\d+$/, '') === name && (side === null || listed[0] === side);
}

/** Every ordering of a small list; for longer ones the list and its reverse. */
function orderings(refs: string[]): string[][] {
  if (refs.length > 4) return [refs, refs.slice().reverse()];
  if (refs.length <= 1) return [refs.slice()];
  const out: string[][] = [];
  refs.forEach((ref, i) => {
    for (const rest of orderings([...refs.slice(0, i), ...refs.slice(i + 1)])) out.push([ref, ...rest]);
  });
  return out;
}

/** Every answer to a request in the decision vocabulary (capped for large choices), for clients and bots. */
export function choiceOptions(game: GameState, request: ChoiceRequest): unknown[] {
  switch (request.type) {
    case 'yes-no':
      return [true, false];
    case 'pick-one':
      return request.from.map((id) => referenceOf(game, id));
    case 'pick-cards': {
      const names = request.from.map((id) => game.objects[id].card);
      const combos: string[][] = [];
      const pick = (start: number, acc: string[]) => {
        if (combos.length >= 32) return;
        if (acc.length >= (request.min ?? request.count)) combos.push(acc.slice());
        if (acc.length === request.count) return;
        for (let i = start; i < names.length; i++) {
          acc.push(names[i]);
          pick(i + 1, acc);
          acc.pop();
        }
      };
      pick(0, []);
      // Finding something comes first: a client or bot taking the first answer does not fail a search on purpose.
      return combos.sort((a, b) => b.length - a.length);
    }
    case 'order-triggers': {
      const refs = request.triggers.map((i) => {
        const t = game.pendingTriggers[i];
        return sourceReference(game, t.source, t.sourceCard, t.controller);
      });
      return [refs, refs.slice().reverse()];
    }
    case 'targets':
      return request.candidates.slice(0, 32).map((combo) => combo.map((v) => referenceOfTarget(game, v)));
    case 'assign':
      return [];
    case 'order-effects':
      return orderings(request.effects);
    case 'pick-color':
      return request.colors.slice();
    case 'pick-option':
      return request.options.slice();
    case 'offered-cast':
      return [false];
  }
}
