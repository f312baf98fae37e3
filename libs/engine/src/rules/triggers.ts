import { AbilityDefinition, PlayerActionEvent, TriggerCondition, TriggerEvent } from '../cards/card-definition';
import { compiledCard, compiledObject } from '../cards/compiled-card';
import { GameEvent, Run } from '../state/events';
import { Color, DelayedTrigger, GameObject, GameState, PendingTrigger, PlayerId, SourceInfo, Step, STEP_ORDER, TriggerContext } from '../state/game-state';
import { cachedDerived, characteristics, Characteristics, conditionHoldsNow, sourceInfo } from './layers';
import { queueRecoverTriggers } from './recover';
import { printedInfo } from '../state/objects';
import { opponentOf } from '../decisions/references';
import { matchesFilter, matchesLastKnown } from './object-filter';

type TriggeredAbility = Extract<AbilityDefinition, { kind: 'triggered' }>;

/** The triggered abilities a card prints: of a card off the battlefield (or one that left it), which no text-changing effect reaches (CR 612.1, 400.7). */
function triggeredAbilities(game: GameState, card: string): { index: number; ability: TriggeredAbility }[] {
  return compiledCard(game, card).triggered;
}

/** The triggered abilities of an object as its text reads now. */
function objectTriggers(game: GameState, id: number): { index: number; ability: TriggeredAbility }[] {
  return compiledObject(game, id).triggered;
}

function queue(game: GameState, info: SourceInfo, index: number, context: TriggerContext, granted?: TriggeredAbility): void {
  const printed = compiledCard(game, info.card).abilities[index];
  // CR 612.1: a trigger of an object whose text an effect changed is the changed ability, kept with the trigger like a granted one.
  const source = game.objects[info.id];
  const own = granted ?? (game.effects.length > 0 && source !== undefined && source.card === info.card ? compiledObject(game, info.id).abilities[index] : printed);
  const ability = own ?? printed;
  // CR 603.4: an intervening "if" on a state of the game is checked as the event happens, whatever the event.
  if (ability?.kind === 'triggered' && ability.condition?.kind === 'state' && !interveningIfHolds(game, ability.condition, info.id, info.controller, context.player)) return;
  const pending: PendingTrigger = { controller: info.controller, source: info.id, sourceCard: info.card, abilityIndex: index, sourceInfo: info, context };
  if (ability !== printed && ability?.kind === 'triggered') pending.granted = ability;
  game.pendingTriggers.push(pending);
}

/** A working triggered ability of a permanent on the battlefield. */
interface BattlefieldTrigger {
  sourceId: number;
  index: number;
  ability: TriggeredAbility;
  /** A triggered ability an effect gave the permanent (kept on its pending trigger). */
  granted?: TriggeredAbility;
}

const NO_TRIGGERS: readonly BattlefieldTrigger[] = [];

/**
 * The working triggered abilities on the battlefield by the event they wait for, each list in
 * battlefield order: few of a battlefield, and cached with the characteristics, which every change
 * to the battlefield or to abilities drops. CR 113.6k: an ability that works from another zone
 * does nothing on the battlefield.
 */
function battlefieldTriggers(game: GameState): ReadonlyMap<TriggerEvent['event'], readonly BattlefieldTrigger[]> {
  return cachedDerived(game, 'battlefield-triggers', indexBattlefieldTriggers, hasTriggers);
}

/** The permanents indexBattlefieldTriggers reads: those with triggered abilities, their own or given. */
function hasTriggers(c: Characteristics): boolean {
  return c.compiled.triggered.length > 0 || c.grantedTriggers !== undefined;
}

function indexBattlefieldTriggers(game: GameState): Map<TriggerEvent['event'], BattlefieldTrigger[]> {
  const byEvent = new Map<TriggerEvent['event'], BattlefieldTrigger[]>();
  const add = (trigger: BattlefieldTrigger) => {
    const list = byEvent.get(trigger.ability.trigger.event);
    if (list) list.push(trigger);
    else byEvent.set(trigger.ability.trigger.event, [trigger]);
  };
  for (const id of game.battlefield) {
    const c = characteristics(game, id);
    if (c.hasAbilities) for (const { index, ability } of c.compiled.triggered) if (!ability.zone) add({ sourceId: id, index, ability });
    // CR 613.1f: triggered abilities effects gave it, numbered after the card's own.
    const granted = c.grantedTriggers;
    if (granted) for (let k = 0; k < granted.length; k++) add({ sourceId: id, index: c.compiled.abilities.length + k, ability: granted[k], granted: granted[k] });
  }
  return byEvent;
}

/**
 * Checks permanents on the battlefield for abilities triggered by this event kind. Matching only
 * reads and queueing only records, so nothing changes during the walk: this runs on every draw,
 * every land tapped for mana and every zone change.
 */
function forEachBattlefieldTrigger<E extends TriggerEvent['event']>(
  game: GameState,
  event: E,
  match: (t: Extract<TriggerEvent, { event: E }>, sourceId: number, ability: TriggeredAbility) => TriggerContext | null,
): void {
  const triggers = battlefieldTriggers(game).get(event) ?? NO_TRIGGERS;
  for (let i = 0; i < triggers.length; i++) {
    const { sourceId, index, ability, granted } = triggers[i];
    const context = match(ability.trigger as Extract<TriggerEvent, { event: E }>, sourceId, ability);
    if (context) queue(game, sourceInfo(game, sourceId), index, context, granted);
  }
}

/**
 * Records triggered abilities for a batch of simultaneous events (CR 603.2). Leaves-the-battlefield
 * triggers look back in time (CR 603.10a): objects that left in the same batch still see each other.
 */
export function detectTriggers(game: GameState, batch: GameEvent[]): void {
  // Built at the first object that died: most batches (a draw, a cast, a resolution) have none.
  let left: { info: SourceInfo; event: Extract<GameEvent, { type: 'zone-change' }> }[] | null = null;
  for (const e of batch) {
    if (e.type !== 'zone-change') continue;
    if (e.to === 'battlefield') {
      const entered = characteristics(game, e.newId);
      forEachBattlefieldTrigger(game, 'enters-battlefield', (t, sourceId, ability) => {
        // CR 603.4: an intervening "if" (graft's counter, 702.58a) is checked as the event happens.
        if (ability.condition && !interveningIfHolds(game, ability.condition, sourceId, characteristics(game, sourceId).controller)) return null;
        if (t.who === 'self' && sourceId === e.newId) return { object: e.newId };
        if (t.who === 'filter' && matchesFilter(game, entered, t.filter, characteristics(game, sourceId).controller, sourceId)) return { object: e.newId };
        return null;
      });
    }
    if (e.from === 'battlefield' && e.to === 'graveyard') hauntedDiesTriggers(game, e.oldId);
    // CR 702.59a: recover triggers on a creature put into its owner's graveyard.
    if (e.from === 'battlefield' && e.to === 'graveyard' && e.lki?.isCreature) queueRecoverTriggers(game, e.newId);
    if (e.from === 'battlefield' && e.to === 'graveyard' && e.lki) {
      const dying = e.lki;
      forEachBattlefieldTrigger(game, 'dies', (t, sourceId) => {
        // CR 700.4: "dies" sees creatures; "is put into a graveyard from the battlefield" any permanent.
        if (!t.anyPermanent && !dying.isCreature) return null;
        if (t.who === 'self-or-another-creature') return { object: e.newId };
        if (t.who === 'damaged-by-self') return dying.isCreature && dying.damagedBy?.includes(sourceId) ? { object: e.newId } : null;
        return t.who === 'filter' && matchesLastKnown(dying, t.filter, characteristics(game, sourceId).controller, sourceId) ? { object: e.newId, player: dying.controller } : null;
      });
      if (left === null) {
        left = [];
        for (const l of batch) if (l.type === 'zone-change' && l.from === 'battlefield' && l.lki) left.push({ info: l.lki, event: l });
      }
      for (const other of left) {
        if (!other.info.hasAbilities) continue;
        for (const { index, ability } of triggeredAbilities(game, other.info.card)) {
          const t = ability.trigger;
          if (t.event !== 'dies' || (!t.anyPermanent && !dying.isCreature)) continue;
          const self = other.info.id === dying.id;
          if (t.who === 'self' && !self) continue;
          if (t.who === 'damaged-by-self' && !(dying.isCreature && dying.damagedBy?.includes(other.info.id))) continue;
          if (t.who === 'filter' && !matchesLastKnown(dying, t.filter, other.info.controller, other.info.id)) continue;
          if (ability.condition?.kind === 'had-no-counter' && (other.event.counters[ability.condition.counter] ?? 0) > 0) continue;
          queue(game, other.info, index, { object: e.newId, card: self ? e.newId : undefined });
        }
      }
    }
  }
}

/**
 * "When the creature it haunts dies" (CR 702.55c; 2006 502.51c): the abilities of exiled cards haunting the
 * object trigger in exile, whatever the object was as it died (702.55b).
 */
function hauntedDiesTriggers(game: GameState, haunted: number): void {
  for (const player of Object.values(game.players)) {
    for (const id of player.exile) {
      if (game.objects[id].haunting !== haunted) continue;
      for (const { index, ability } of objectTriggers(game, id)) {
        const t = ability.trigger;
        if ((t.event === 'enters-battlefield' && t.who === 'self' && t.orHauntedDies) || t.event === 'haunted-dies') queue(game, sourceInfo(game, id), index, {});
      }
    }
  }
}

/** CR 702.55a: "When this spell card is put into a graveyard after resolving" — haunt's trigger of the card now in the graveyard. */
export function detectResolvedIntoGraveyardTriggers(game: GameState, card: number): void {
  for (const { index, ability } of objectTriggers(game, card)) {
    if (ability.trigger.event === 'resolved-into-graveyard') queue(game, sourceInfo(game, card), index, { card });
  }
}

/** "If this permanent has a +1/+1 counter on it" (CR 603.4): it is on the battlefield with one. */
export function sourceHasCounter(game: GameState, id: number, counter: string): boolean {
  const obj = game.objects[id];
  return !!obj && obj.zone === 'battlefield' && (obj.counters[counter] ?? 0) > 0;
}

/** Abilities that trigger at the beginning of a step (CR 503.1, 504.2), on the battlefield and in graveyards. */
export function detectStepTriggers(game: GameState, step: Step): void {
  const triggersNow = (t: TriggerEvent, controller: PlayerId) =>
    t.event === 'beginning-of-step' && t.step === step && !(t.whose === 'yours' && controller !== game.active) && !(t.whose === 'opponents' && controller === game.active);
  forEachBattlefieldTrigger(game, 'beginning-of-step', (t, sourceId, ability) => {
    const controller = characteristics(game, sourceId).controller;
    if (!triggersNow(t, controller)) return null;
    if (ability.condition && !interveningIfHolds(game, ability.condition, sourceId, controller, game.active)) return null;
    if (t.event !== 'beginning-of-step' || t.whose !== 'enchanted-controller') return { player: game.active };
    // "At the beginning of the upkeep of enchanted creature's controller" (Dance of the Dead): that player's step only.
    const host = game.objects[sourceId].attachedTo;
    return host !== null && game.objects[host]?.zone === 'battlefield' && characteristics(game, host).controller === game.active ? { player: game.active, object: host } : null;
  });
  // CR 113.6k, 603.3a: a card's ability that works in its owner's graveyard is controlled by that owner.
  for (const owner of [game.active, opponentOf(game.active)]) {
    for (const id of game.players[owner].graveyard) {
      const obj = game.objects[id];
      for (const { index, ability } of triggeredAbilities(game, obj.card)) {
        if (ability.zone === 'graveyard' && triggersNow(ability.trigger, owner) && (ability.trigger.event !== 'beginning-of-step' || ability.trigger.whose !== 'enchanted-controller')) queue(game, { ...printedInfo(game, obj), controller: owner }, index, { player: game.active });
      }
    }
  }
}

/**
 * An intervening "if" of a beginning-of-step trigger (CR 603.4), on trigger and again on resolution:
 * a state of the game (read by the one condition evaluator, `thatPlayer` being the player the trigger
 * names), the source is untapped, or (echo, CR 702.30a) it came under `you`'s control since the beginning of
 * their last upkeep — at or after the timestamp taken as that upkeep began, any time before their first.
 */
export function interveningIfHolds(game: GameState, condition: TriggerCondition, sourceId: number, you: PlayerId, thatPlayer?: PlayerId): boolean {
  const source = game.objects[sourceId];
  if (condition.kind === 'state') return conditionHoldsNow(game, sourceId, you, condition.condition, thatPlayer);
  if (condition.kind === 'source-untapped') return !source?.tapped;
  if (condition.kind === 'source-on-battlefield') return source?.zone === 'battlefield';
  if (condition.kind === 'source-cast-from-hand') return (source?.castFrom === 'hand') === condition.cast;
  // CR 702.33e: a permanent is kicked if the spell it was was kicked; 702.33d: "with its [cost] kicker" reads one cost.
  if (condition.kind === 'source-kicked') return (condition.cost === undefined ? (source?.kicks?.length ?? 0) > 0 : !!source?.kicks?.includes(condition.cost)) === condition.kicked;
  if (condition.kind === 'source-has-counter') return sourceHasCounter(game, sourceId, condition.counter);
  if (condition.kind === 'source-not-renowned') return !source?.renowned;
  if (condition.kind !== 'controlled-since-last-upkeep') return true;
  if (source?.controlSince === undefined) return false;
  const previous = game.players[you].upkeepsBegan?.previous;
  return previous === undefined || source.controlSince >= previous;
}

/**
 * CR 603.7a-c: delayed triggers waiting for the beginning of this step trigger now, once. "The
 * next end step" made during an end step (or its cleanup) is the next turn's; "the next turn's
 * upkeep" is never this turn's; "at end of combat" (511.2) made after this turn's end of combat began waits for the next.
 */
export function detectDelayedTriggers(game: GameState, step: Step): void {
  const waiting = game.delayedTriggers;
  if (!waiting || waiting.length === 0) return;
  const before = (a: Step, b: Step) => STEP_ORDER.indexOf(a) < STEP_ORDER.indexOf(b);
  const now = (d: DelayedTrigger) =>
    d.at === 'each-of-your-upkeeps'
      ? step === 'upkeep' && game.active === d.controller && game.turn > d.turn
      : d.at === 'next-upkeep'
      ? step === 'upkeep' && game.turn > d.turn
      : d.at === 'end-of-combat'
        ? step === 'end-of-combat' && (game.turn > d.turn || before(d.step, 'end-of-combat'))
        : step === 'end' && (game.turn > d.turn || (d.step !== 'end' && d.step !== 'cleanup'));
  const due = waiting.filter(now);
  if (due.length === 0) return;
  // CR 702.50a: epic's trigger lasts for the rest of the game.
  game.delayedTriggers = waiting.filter((d) => !now(d) || d.at === 'each-of-your-upkeeps');
  for (const d of due) game.pendingTriggers.push({ controller: d.controller, source: d.sourceInfo.id, sourceCard: d.sourceInfo.card, abilityIndex: -1, sourceInfo: d.sourceInfo, context: {}, delayed: d.delayed });
}

/** "Whenever ~ blocks a creature" (CR 509.1i). */
export function detectBlockTriggers(game: GameState, blocker: number, attacker: number): void {
  const abilities = objectTriggers(game, blocker);
  if (abilities.length > 0 && characteristics(game, blocker).hasAbilities) {
    for (const { index, ability } of abilities) {
      const e = ability.trigger.event;
      if (e === 'blocks' || e === 'blocks-or-becomes-blocked') queue(game, sourceInfo(game, blocker), index, { object: attacker });
    }
  }
  attacksOrBlocksTriggers(game, blocker);
  // CR 702.25a: flanking triggers for each blocker without flanking; CR 509.3d: "becomes blocked by a creature" for each blocker.
  if (!characteristics(game, attacker).hasAbilities) return;
  const blockerKeywords = characteristics(game, blocker).keywords;
  for (const { index, ability } of objectTriggers(game, attacker)) {
    const t = ability.trigger;
    if ((t.event === 'blocked-by-creature-without' && !blockerKeywords.includes(t.keyword)) || t.event === 'becomes-blocked-by-creature') queue(game, sourceInfo(game, attacker), index, { object: blocker });
  }
}

/**
 * "Whenever this creature attacks or blocks" and "Whenever enchanted creature attacks or blocks"
 * (CR 508.1m, 509.1i): the creature is the trigger's object and its controller "its controller".
 * The engine lets a creature block one attacker, so this runs once per blocker (CR 509.3a).
 */
function attacksOrBlocksTriggers(game: GameState, creature: number): void {
  forEachBattlefieldTrigger(game, 'attacks-or-blocks', (t, sourceId) =>
    (t.who === 'self' ? sourceId !== creature : game.objects[sourceId].attachedTo !== creature)
      ? null
      : { object: creature, player: characteristics(game, creature).controller },
  );
}

/** "Whenever this creature becomes blocked" triggers once per attacker however many creatures block it (CR 509.3c). */
export function detectBecomesBlockedTriggers(game: GameState, attacker: number): void {
  if (!characteristics(game, attacker).hasAbilities) return;
  for (const { index, ability } of objectTriggers(game, attacker)) {
    const e = ability.trigger.event;
    if (e === 'blocks-or-becomes-blocked' || e === 'becomes-blocked') queue(game, sourceInfo(game, attacker), index, {});
  }
}

/** Exalted and other "attacks alone" triggers (CR 702.83b). */
export function detectAttackTriggers(game: GameState, attackers: number[]): void {
  // CR 603.2: "Whenever this creature attacks" triggers once for each attacking source declared.
  forEachBattlefieldTrigger(game, 'attacks', (t, sourceId) => (!t.who && attackers.includes(sourceId) ? {} : null));
  // CR 603.2c: "Whenever a creature attacks" triggers once for each attacking creature.
  for (const attacker of attackers) forEachBattlefieldTrigger(game, 'attacks', (t) => (t.who === 'creature' ? { object: attacker } : null));
  for (const attacker of attackers) attacksOrBlocksTriggers(game, attacker);
  if (attackers.length !== 1) return;
  const attacker = attackers[0];
  const player = characteristics(game, attacker).controller;
  forEachBattlefieldTrigger(game, 'attacks-alone', (_t, sourceId) =>
    characteristics(game, sourceId).controller === player ? { object: attacker } : null,
  );
}

/** "Whenever a player casts a white spell" (CR 601.2i: the spell became cast; 603.2). */
export function detectCastTriggers(game: GameState, caster: PlayerId, spell: number, colors: readonly Color[]): void {
  forEachBattlefieldTrigger(game, 'spell-cast', (t, sourceId) => {
    const controller = characteristics(game, sourceId).controller;
    if ((t.caster === 'you' && caster !== controller) || (t.caster === 'opponent' && caster === controller)) return null;
    if (t.colors && !t.colors.some((c) => colors.includes(c))) return null;
    if (t.spell && !matchesFilter(game, characteristics(game, spell), t.spell, controller, sourceId)) return null;
    return { player: caster, object: spell };
  });
}

/**
 * "Whenever an opponent draws a card", "… discards a card", "Whenever a player taps a land for mana"
 * (CR 603.2): once per card or land; "that player" is the one who acted.
 */
export function detectPlayerActionTriggers(game: GameState, event: PlayerActionEvent, player: PlayerId): void {
  // Every draw and every land tapped for mana asks, on battlefields that mostly wait for no such event: no closure for those.
  if (!battlefieldTriggers(game).has(event)) return;
  forEachBattlefieldTrigger(game, event, (t, sourceId) => {
    const controller = characteristics(game, sourceId).controller;
    // CR 303.4: "enchanted player" is the player the Aura is attached to.
    if (t.player === 'enchanted') return game.objects[sourceId].enchantedPlayer === player ? { player } : null;
    return (t.player === 'you' && player !== controller) || (t.player === 'opponent' && player === controller) ? null : { player };
  });
}

/** "When you cycle this card" triggers from the card itself (CR 702.29c). */
export function detectCycleTriggers(game: GameState, cardId: number, player: PlayerId): void {
  const obj = game.objects[cardId];
  for (const { index, ability } of triggeredAbilities(game, obj.card)) {
    if (ability.trigger.event === 'cycled') {
      queue(game, { id: cardId, card: obj.card, controller: player, colors: [], keywords: [], isCreature: false, types: [], subtypes: [], hasAbilities: true, counters: {} }, index, {});
    }
  }
}

/**
 * "When a spell or ability an opponent controls causes you to discard this card" (CR 701.9, 603.2): the card, in
 * the zone the discard put it, triggers for the player who discarded it when `by` (the controller of the spell or
 * ability making them discard) is an opponent.
 */
export function detectDiscardTriggers(game: GameState, discarded: GameObject, player: PlayerId, by: PlayerId | undefined): void {
  if (by === undefined || by === player) return;
  for (const { index, ability } of triggeredAbilities(game, discarded.card)) {
    // "that player" (Psychic Purge) is the opponent whose spell or ability caused the discard.
    if (ability.trigger.event === 'discarded-by-opponent') queue(game, { ...printedInfo(game, discarded), controller: player }, index, { player: by });
  }
}

/** "When this is turned face up" (CR 702.37e, 708.8): the permanent, face up now, has the ability. */
export function detectTurnedFaceUpTriggers(game: GameState, id: number): void {
  if (!characteristics(game, id).hasAbilities) return;
  for (const { index, ability } of objectTriggers(game, id)) {
    if (ability.trigger.event === 'turned-face-up') queue(game, sourceInfo(game, id), index, {});
  }
}

/** The definition of a pending trigger's ability. */
export function triggerAbility(game: GameState, trigger: Pick<PendingTrigger, 'sourceCard' | 'abilityIndex' | 'granted'>): TriggeredAbility {
  const a = trigger.granted ?? compiledCard(game, trigger.sourceCard).abilities[trigger.abilityIndex];
  if (a.kind !== 'triggered') throw new Error('not a triggered ability');
  return a;
}

/** Appends events to the run and detects what they trigger. */
export function emit(run: Run, game: GameState, batch: GameEvent[]): void {
  for (const e of batch) run.events.push(e);
  detectTriggers(game, batch);
}

/**
 * "Whenever this creature deals (combat) damage to a player / an opponent / a creature" (CR 603.2):
 * checked as the damage is dealt; "that player" / "that creature" is what it damaged.
 */
export function detectDamageTriggers(game: GameState, source: SourceInfo, target: { player: PlayerId } | { object: number }, combat: boolean, amount: number): void {
  const obj = game.objects[source.id];
  if (!obj || obj.zone !== 'battlefield') return;
  const dealer = characteristics(game, source.id);
  if (dealer.hasAbilities) {
    for (const { index, ability } of objectTriggers(game, source.id)) {
      const context = damageContext(game, ability.trigger, false, source, target, combat, amount);
      if (context) queue(game, sourceInfo(game, source.id), index, context);
    }
  }
  // CR 613.1f: a damage trigger the permanent was given (a kicked Necravolver's), numbered after the card's own.
  const granted = dealer.grantedTriggers;
  if (granted)
    for (let k = 0; k < granted.length; k++) {
      const context = damageContext(game, granted[k].trigger, false, source, target, combat, amount);
      if (context) queue(game, sourceInfo(game, source.id), dealer.compiled.abilities.length + k, context, granted[k]);
    }
  // "Whenever enchanted creature deals damage" (Spirit Link): the Auras attached to the source.
  const battlefield = game.battlefield;
  for (let i = 0; i < battlefield.length; i++) {
    const id = battlefield[i];
    if (game.objects[id].attachedTo !== source.id) continue;
    const c = characteristics(game, id);
    if (!c.hasAbilities) continue;
    for (const { index, ability } of c.compiled.triggered) {
      const context = damageContext(game, ability.trigger, true, source, target, combat, amount);
      if (context) queue(game, sourceInfo(game, id), index, context);
    }
  }
}

/** What a damage trigger sees of the damage ("that player", "that creature", "that much"), or null when it does not trigger. */
function damageContext(game: GameState, t: TriggerEvent, enchanted: boolean, source: SourceInfo, target: { player: PlayerId } | { object: number }, combat: boolean, amount: number): TriggerContext | null {
  if (t.event !== 'deals-damage' || (t.who === 'enchanted') !== enchanted || (t.combat && !combat)) return null;
  if ('player' in target) {
    if (t.to === 'creature' || (t.to === 'opponent' && target.player === source.controller)) return null;
    return { player: target.player, amount };
  }
  if (t.to === 'any' || (t.to === 'creature' && characteristics(game, target.object).isCreature)) return { object: target.object, amount };
  return null;
}
