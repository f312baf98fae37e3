import { compiledCard } from '../cards/compiled-card';
import { FACE_DOWN_NAME } from '../cards/face-down';
import { GameEvent, Run } from '../state/events';
import { Color, COLORS, GameObject, GameState, PlayerId, SourceInfo, TargetValue, ZoneName } from '../state/game-state';
import { CardDefinition, enchantsGraveyardCard, enchantsPlayer, PermanentFilter } from '../cards/card-definition';
import { enteringTimes } from './kicker';
import { entersTappedByStatics } from './player-rules';
import { attach, moveObject, printedInfo } from '../state/objects';
import { shuffleLibrary } from '../state/seen-cards';
import { Asker } from './ask';
import { commanderDestination } from './commander';
import { keywordEnteringCounters } from './entering-counters';
import { characteristics, sourceInfo, touch } from './layers';
import { matchesCardFilter, matchesFilter } from './object-filter';
import { protectedFrom } from './targets';
import { emit } from './triggers';

/** A move to perform as part of one simultaneous batch. */
export interface ZoneMove {
  id: number;
  to: ZoneName;
  bottom?: boolean;
  controller?: PlayerId;
  counters?: Record<string, number>;
  /** Enters the battlefield as a copy of this card's copiable values (CR 707.2, 707.5). */
  asCopyOf?: string;
  /** "Put it onto the battlefield tapped" (CR 110.5b: it enters tapped, never untapped there). */
  tapped?: boolean;
  /** Moves face down (CR 708.4: a morph card cast face down; its permanent enters face down). */
  faceDown?: boolean;
  /** A resolving permanent spell entering from the stack: the colours of mana spent to cast it (sunburst, CR 702.44a-b). */
  fromStackColors?: number;
  /** A resolving permanent spell: the zone it was cast from (CR 601.2a). */
  castFrom?: ZoneName;
  /**
   * What an Aura entering the battlefield enchants (CR 303.4f): the object or player an effect or
   * the resolving Aura spell names, or the one its controller chooses among permanents a filter
   * accepts ("attached to a creature you control"). Without it the controller chooses among all it
   * can enchant.
   */
  attach?: TargetValue | { among: PermanentFilter };
  /** A resolving permanent spell: its kicks (CR 702.33e), empty when it was not kicked. */
  kicks?: number[];
  /** A resolving permanent spell: the mana value of the card discarded to pay its kicker (CR 702.33a, Dralnu's Pet). */
  kickerDiscardedManaValue?: number;
  /** A resolving permanent spell: the value chosen for its X (CR 107.3m). */
  x?: number;
}

/**
 * Moves objects simultaneously and reports the zone changes as one batch, so that
 * abilities of objects leaving together see each other (CR 603.10a). Returns the new objects.
 * Given an asker, commanders headed for a hand or library may go to the command zone (CR 903.9b).
 */
export function moveObjects(run: Run, game: GameState, moves: ZoneMove[], asker?: Asker): GameObject[] {
  // CR 903.9b: a commander bound for its owner's hand or library may go to the command zone instead (asked before any move).
  if (asker && game.commander) {
    moves = moves.map((m) => {
      const obj = game.objects[m.id];
      return (m.to === 'hand' || m.to === 'library') && obj?.commander ? { ...m, to: commanderDestination(game, obj, m.to, asker) } : m;
    });
  }
  // CR 614.1a: "If ~ would be put into a graveyard from anywhere, … shuffle it into its owner's library instead".
  const shuffling = moves.some((m) => m.to === 'graveyard' && shuffledInstead(game, m.id)) ? new Set<PlayerId>() : null;
  if (shuffling)
    moves = moves.map((m) => {
      if (m.to !== 'graveyard' || !shuffledInstead(game, m.id)) return m;
      shuffling.add(game.objects[m.id].owner);
      return { ...m, to: 'library' };
    });
  // Most moves (draws, casts, resolutions) involve no Aura and no entering choice: the maps stay unmade.
  let hosts: Map<number, TargetValue | null> | null = null;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (m.to === 'battlefield' && !m.faceDown && compiledCard(game, m.asCopyOf ?? game.objects[m.id].card).def.enchant) (hosts ??= new Map()).set(m.id, auraHost(game, m, asker));
  }
  let choices: Map<number, NonNullable<GameObject['chosen']>> | null = null;
  if (asker) {
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      const made = m.to === 'battlefield' && !m.faceDown ? enteringChoice(game, m, asker) : undefined;
      if (made) (choices ??= new Map()).set(m.id, made);
    }
  }
  const batch: GameEvent[] = [];
  const moved: GameObject[] = [];
  const objs: GameObject[] = new Array(moves.length);
  const lkis: (SourceInfo | null)[] = new Array(moves.length);
  for (let i = 0; i < moves.length; i++) {
    const obj = game.objects[moves[i].id];
    objs[i] = obj;
    lkis[i] = obj.zone === 'battlefield' ? sourceInfo(game, moves[i].id) : null;
  }
  // CR 608.2h: a trigger waiting on the stack (or to be put there) about an object that leaves keeps its last known information.
  for (let i = 0; i < lkis.length; i++) {
    const lki = lkis[i];
    if (!lki) continue;
    for (const waiting of game.stack) if (waiting.context.object === lki.id) waiting.context = { ...waiting.context, lastKnown: lki };
    for (const waiting of game.pendingTriggers) if (waiting.context.object === lki.id) waiting.context = { ...waiting.context, lastKnown: lki };
  }
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    const lki = lkis[i];
    const obj = objs[i];
    if (!game.objects[m.id]) continue;
    const host = hosts === null ? undefined : hosts.get(m.id);
    // CR 303.4g: an Aura with nothing it can enchant stays where it is, or from the stack goes to its owner's graveyard.
    if (host === null) {
      if (obj.zone === 'stack') moveOne(run, game, { id: m.id, to: 'graveyard' });
      else moved.push(obj);
      continue;
    }
    // CR 603.7: "When Animate Dead leaves the battlefield, that creature's controller sacrifices it" (its enters trigger made it).
    if (lki && typeof obj.returnedCreature === 'number') returnedCreatureSacrificed(game, lki, obj.returnedCreature);
    // The old object leaves the game's objects here and nothing changes it afterwards: the event may keep its counters.
    const counters = obj.counters;
    const from = obj.zone;
    const next = moveObject(game, m.id, m.to, { bottom: m.bottom, controller: m.controller, tapped: m.to === 'battlefield' && entersTapped(game, m, obj), asCopyOf: m.asCopyOf, faceDown: m.faceDown });
    if (m.counters) for (const k in m.counters) next.counters[k] = m.counters[k];
    if (m.to === 'battlefield') entering(game, m, obj.card, next, choices === null ? undefined : choices.get(m.id), host);
    moved.push(next);
    // A card going face down is not named to anyone (CR 708.2a); one coming face up is revealed (708.9).
    batch.push({ type: 'zone-change', card: m.faceDown ? FACE_DOWN_NAME : obj.card, oldId: m.id, newId: next.id, from, to: m.to, owner: obj.owner, lki, counters });
  }
  if (shuffling) for (const owner of shuffling) shuffleLibrary(game, owner);
  emit(run, game, batch);
  return moved;
}

/** Queues the delayed trigger of an Aura that returned a creature (Animate Dead) as the Aura leaves the battlefield (CR 603.7c). */
function returnedCreatureSacrificed(game: GameState, aura: SourceInfo, creature: number): void {
  game.pendingTriggers.push({ controller: aura.controller, source: aura.id, sourceCard: aura.card, abilityIndex: -1, sourceInfo: aura, context: { object: creature }, delayed: { effects: [{ kind: 'sacrificed-by-controller' }] } });
}

/** The definition a permanent enters with (CR 614.12: replacement effects on entering see it as it would be, copy effect included; CR 708.2a: face down, none of the card's). */
function enteringDefinition(game: GameState, m: ZoneMove, card: string): CardDefinition {
  return compiledCard(game, m.faceDown ? FACE_DOWN_NAME : m.asCopyOf ? m.asCopyOf : card).def;
}

/** CR 614.1c, 614.12: "enters tapped" modifies the zone change itself, so it is never untapped there. */
function entersTapped(game: GameState, m: ZoneMove, obj: GameObject): boolean {
  const def = enteringDefinition(game, m, obj.card);
  return m.tapped === true || def.entersTapped === true || entersTappedByStatics(game, def.types);
}

/** What a permanent enters the battlefield with beyond a move's own counters: counters, kicks, its entering choice and what it enchants. */
function entering(game: GameState, m: ZoneMove, card: string, next: GameObject, chosen: GameObject['chosen'], host: TargetValue | undefined): void {
  const def = enteringDefinition(game, m, card);
  // CR 702.30a: echo asks whether it came under its controller's control since their last upkeep.
  next.controlSince = next.timestamp;
  if (m.castFrom) next.castFrom = m.castFrom;
  if (m.kicks && m.kicks.length > 0) next.kicks = m.kicks;
  // CR 702.32a: fading is an "enters with counters" replacement effect.
  const fading = def.fading;
  if (fading) next.counters.fade = (next.counters.fade ?? 0) + fading;
  // CR 614.1c, 122.6: "enters the battlefield with N counters on it".
  // CR 702.33e: "if it was kicked" / "for each time it was kicked" read the kicks of the resolving spell.
  if (def.entersWithCounters) {
    for (const withCounters of def.entersWithCounters) {
      const times = enteringTimes(withCounters, m.kicks ?? []);
      const count = withCounters.count === 'discarded-mana-value' ? (m.kickerDiscardedManaValue ?? 0) : withCounters.count === 'x' ? (m.x ?? 0) : withCounters.count;
      if (times > 0 && count > 0) next.counters[withCounters.counter] = (next.counters[withCounters.counter] ?? 0) + count * times;
    }
  }
  // CR 702.54a, 702.43a, 702.58a, 702.44a: bloodthirst, modular, graft and sunburst counters, under the controller it enters under.
  if (def.keywords.length > 0) {
    for (const [counter, n] of keywordEnteringCounters(game, def, next.controller, m.fromStackColors)) next.counters[counter] = (next.counters[counter] ?? 0) + n;
  }
  // CR 306.5b: a planeswalker enters with its printed loyalty in loyalty counters.
  if (def.loyalty !== undefined) next.counters.loyalty = (next.counters.loyalty ?? 0) + def.loyalty;
  if (chosen) next.chosen = chosen;
  if (host && 'object' in host) attach(game, next.id, host.object);
  else if (host) {
    next.enchantedPlayer = host.player;
    touch(game);
  }
}

/** Whether the object's own replacement sends it to its owner's library instead of a graveyard: not face down (CR 708.2a) nor stripped of its abilities. */
function shuffledInstead(game: GameState, id: number): boolean {
  const obj = game.objects[id];
  if (!obj || obj.faceDown || !compiledCard(game, obj.card).def.shuffledInsteadOfGraveyard) return false;
  return obj.zone !== 'battlefield' || characteristics(game, id).hasAbilities;
}

/**
 * CR 614.12: "As Voice of All enters the battlefield, choose a color." — its controller chooses before it enters
 * (a colour, or a player of the game); asked only where someone can answer (a move without an asker chooses nothing).
 */
function enteringChoice(game: GameState, m: ZoneMove, asker: Asker): GameObject['chosen'] {
  const obj = game.objects[m.id];
  const card = m.asCopyOf ?? obj.card;
  const choosing = compiledCard(game, card).def.entersChoosing;
  const controller = m.controller ?? obj.owner;
  if (choosing === 'color') return { color: asker.ask<Color>({ type: 'pick-color', player: controller, prompt: `Choose a color for ${card}`, colors: [...COLORS] }) };
  if (choosing === 'card name') {
    // CR 201.3: any card name may be named; the engine offers the names of the cards in the game.
    const names = [...new Set(Object.values(game.objects).flatMap((o) => (o.token ? [] : [o.card])))].sort();
    return { name: asker.ask<string>({ type: 'pick-option', player: controller, prompt: `Choose a card name for ${card}`, options: names }) };
  }
  if (choosing === 'player') {
    const players: TargetValue[][] = (['A', 'B'] as const).map((player) => [{ player }]);
    const [chosen] = asker.ask<TargetValue[]>({ type: 'targets', player: controller, prompt: `Choose a player for ${card}`, candidates: players });
    return 'player' in chosen ? { player: chosen.player } : undefined;
  }
  return undefined;
}

/**
 * What an Aura entering the battlefield will enchant (CR 303.4f): what the move names if the Aura
 * can legally enchant it, else its controller's choice among what it can enchant (the first one
 * without an asker); null when there is nothing (303.4g). Not targeting: hexproof and shroud don't
 * matter, protection does (702.16c).
 */
function auraHost(game: GameState, m: ZoneMove, asker: Asker | undefined): TargetValue | null {
  const obj = game.objects[m.id];
  const card = m.asCopyOf ?? obj.card;
  const enchant = compiledCard(game, card).def.enchant!;
  const controller = m.controller ?? obj.owner;
  if (enchantsPlayer(enchant)) {
    // CR 303.4f, 303.4d: "Enchant opponent" can't be attached to its controller.
    if (m.attach && 'player' in m.attach) return enchant === 'opponent' && m.attach.player === controller ? null : m.attach;
    const players: TargetValue[][] = (['A', 'B'] as const).filter((player) => enchant === 'player' || player !== controller).map((player) => [{ player }]);
    return asker ? asker.ask<TargetValue[]>({ type: 'targets', player: controller, prompt: `Choose the player ${card} will enchant`, candidates: players })[0] : { player: controller };
  }
  if (enchantsGraveyardCard(enchant)) {
    // CR 303.4f: a card in a graveyard the Aura can enchant (the one its spell targeted).
    const can = (id: number) => game.objects[id]?.zone === 'graveyard' && matchesCardFilter(game, id, enchant.graveyardCard);
    if (m.attach) return 'object' in m.attach && can(m.attach.object) ? m.attach : null;
    const cards = (['A', 'B'] as const).flatMap((p) => game.players[p].graveyard.filter(can));
    if (cards.length === 0) return null;
    return { object: cards.length === 1 || !asker ? cards[0] : asker.ask<number>({ type: 'pick-one', player: controller, prompt: `Choose what ${card} will enchant`, from: cards }) };
  }
  const aura = { ...printedInfo(game, obj), card };
  const can = (id: number) => {
    const c = characteristics(game, id);
    return matchesFilter(game, c, enchant, controller, null) && !protectedFrom(game, id, aura);
  };
  if (m.attach && 'object' in m.attach) return game.objects[m.attach.object]?.zone === 'battlefield' && can(m.attach.object) ? m.attach : null;
  if (m.attach && 'player' in m.attach) return null;
  const among = m.attach?.among;
  const candidates = game.battlefield.filter((id) => id !== m.id && can(id) && (!among || matchesFilter(game, characteristics(game, id), among, controller, null)));
  if (candidates.length === 0) return null;
  if (candidates.length === 1 || !asker) return { object: candidates[0] };
  return { object: asker.ask<number>({ type: 'pick-one', player: controller, prompt: `Choose what ${card} will enchant`, from: candidates }) };
}

/** Moves one object and reports it (with an asker, a commander's owner may choose the command zone, CR 903.9b). */
export function moveOne(run: Run, game: GameState, move: ZoneMove, asker?: Asker): GameObject {
  return moveObjects(run, game, [move], asker)[0];
}

