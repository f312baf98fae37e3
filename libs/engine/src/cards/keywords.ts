import { Color, PlayerId } from '../state/game-state';
import { keywordCostText } from '../text/describe-costs';
import { singularNoun } from '../text/describe-targets';
import { AbilityDefinition, CardDefinition, CardFilter, CardType, COUNTED_KEYWORDS, EntersChoice, CountedKeywordName, Keyword, KeywordCost, KEYWORD_NAMES, PermanentFilter, WardCost } from './card-definition';
import { hasSubtype, LAND_TYPES, Subtyped } from './subtypes';

/** A keyword cost as the rules pay it: a printed mana cost is `{ mana }` (CR 702.30a, 702.24a). */
export function keywordCostOf(cost: string | KeywordCost): KeywordCost {
  return typeof cost === 'string' ? { mana: cost } : cost;
}

/** A card's kicker costs as printed, in order: none, one, or the two of "Kicker {1}{U} and/or {2}{B}" (CR 702.33d); "Sacrifice a land" for "Kicker—Sacrifice a land." (702.33a). */
export function kickerCosts(card: Pick<CardDefinition, 'name' | 'kicker' | 'secondKicker'>): string[] {
  if (!card.kicker) return [];
  const first = typeof card.kicker === 'string' ? card.kicker : keywordCostText(card.kicker, card.name);
  return card.secondKicker ? [first, card.secondKicker] : [first];
}

/** The kicker cost at an index of `kickerCosts`, as the rules pay it (CR 702.33a). */
export function kickerCostAt(card: Pick<CardDefinition, 'kicker' | 'secondKicker'>, index: number): KeywordCost {
  return keywordCostOf(index === 0 ? card.kicker! : card.secondKicker!);
}

/** Every keyword the engine knows, as printed in lower case. */
export const KEYWORDS: readonly Keyword[] = KEYWORD_NAMES;

/**
 * Triggered abilities that keywords stand for, built from the same primitives as printed ones:
 * exalted (CR 702.83), prowess (702.108), persist (702.79), undying (702.93), fading (702.32), flanking (702.25),
 * bushido N (702.45), rampage N (702.23), renown N (702.112), provoke (702.39), haunt (702.55), echo (702.30), cumulative upkeep (702.24), and the triggered halves of modular N
 * (702.43a) and graft N (702.58a); their "enters with counters" halves are in `rules/entering-counters.ts`.
 */
export function keywordTriggeredAbilities(card: CardDefinition): AbilityDefinition[] {
  const derived: AbilityDefinition[] = [];
  for (const keyword of card.keywords) {
    if (keyword === 'exalted') {
      derived.push({ kind: 'triggered', trigger: { event: 'attacks-alone' }, targets: [], effects: [{ kind: 'pump', what: 'trigger-object', power: 1, toughness: 1 }] });
    } else if (keyword === 'prowess') {
      // CR 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn"; 702.108b: each instance triggers.
      derived.push({ kind: 'triggered', trigger: { event: 'spell-cast', caster: 'you', spell: { notTypes: ['Creature'] } }, targets: [], effects: [{ kind: 'pump', what: 'self', power: 1, toughness: 1 }] });
    } else if (keyword === 'persist') {
      derived.push({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        condition: { kind: 'had-no-counter', counter: '-1/-1' },
        targets: [],
        effects: [{ kind: 'return-to-battlefield-with-counter', counter: '-1/-1' }],
      });
    } else if (keyword === 'undying') {
      derived.push({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        condition: { kind: 'had-no-counter', counter: '+1/+1' },
        targets: [],
        effects: [{ kind: 'return-to-battlefield-with-counter', counter: '+1/+1' }],
      });
    } else if (keyword === 'flanking') {
      // CR 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn."
      derived.push({ kind: 'triggered', trigger: { event: 'blocked-by-creature-without', keyword: 'flanking' }, targets: [], effects: [{ kind: 'pump', what: 'trigger-object', power: -1, toughness: -1 }] });
    } else if (keywordCount(keyword, 'bushido') !== null) {
      // CR 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn"; 702.45b: each instance triggers.
      const n = keywordCount(keyword, 'bushido')!;
      derived.push({ kind: 'triggered', trigger: { event: 'blocks-or-becomes-blocked' }, targets: [], effects: [{ kind: 'pump', what: 'self', power: n, toughness: n }] });
    } else if (keywordCount(keyword, 'renown') !== null) {
      // CR 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it
      // and it becomes renowned"; 702.112c: each instance triggers (the first to resolve makes the others' "if" fail).
      derived.push({
        kind: 'triggered',
        trigger: { event: 'deals-damage', combat: true, to: 'player' },
        condition: { kind: 'source-not-renowned' },
        targets: [],
        effects: [
          { kind: 'put-counters', counter: '+1/+1', count: keywordCount(keyword, 'renown')!, on: 'self' },
          { kind: 'become-renowned', what: 'self' },
        ],
      });
    } else if (keywordCount(keyword, 'rampage') !== null) {
      // CR 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first"; 702.23c: each instance triggers.
      derived.push({ kind: 'triggered', trigger: { event: 'becomes-blocked' }, targets: [], effects: [{ kind: 'rampage-pump', per: keywordCount(keyword, 'rampage')! }] });
    } else if (keywordCount(keyword, 'modular') !== null || keyword === 'modular—sunburst') {
      // CR 702.43a: "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent"; 702.43b: each instance triggers.
      derived.push({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        targets: [{ kind: 'permanent', filter: { allTypes: ['Artifact', 'Creature'] } }],
        effects: [{ kind: 'may', effects: [{ kind: 'modular-counters', on: { target: 0 } }] }],
      });
    } else if (keyword === 'provoke') {
      // CR 702.39a (2006 502.29a): "Whenever this creature attacks, you may have target creature defending player
      // controls untap and block this creature this combat if able"; 702.39b: each instance triggers. In a
      // two-player game the defending player is the attacking player's opponent (CR 506.2).
      derived.push({
        kind: 'triggered',
        trigger: { event: 'attacks' },
        targets: [{ kind: 'permanent', filter: { types: ['Creature'], controller: 'opponent' } }],
        effects: [{ kind: 'may', effects: [{ kind: 'untap', what: { target: 0 } }, { kind: 'blocks-if-able', what: { target: 0 } }] }],
      });
    } else if (keyword === 'haunt' && (card.types.includes('Instant') || card.types.includes('Sorcery'))) {
      // CR 702.55a: on an instant or sorcery, "When this spell card is put into a graveyard after resolving, exile it
      // haunting target creature."
      derived.push({
        kind: 'triggered',
        trigger: { event: 'resolved-into-graveyard' },
        targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
        effects: [{ kind: 'haunt', card: 'trigger-card', haunted: { target: 0 } }],
      });
    } else if (keyword === 'haunt') {
      // CR 702.55a (2006 502.51a): on a permanent, "When this permanent is put into a graveyard from the battlefield,
      // exile it haunting target creature."
      derived.push({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self', anyPermanent: true },
        targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }],
        effects: [{ kind: 'haunt', card: 'trigger-card', haunted: { target: 0 } }],
      });
    } else if (keywordCount(keyword, 'soulshift') !== null) {
      // CR 702.46a: "When this permanent is put into a graveyard from the battlefield, you may return target Spirit card with mana value N or less from your graveyard to your hand"; 702.46b: each instance triggers.
      derived.push({
        kind: 'triggered',
        trigger: { event: 'dies', who: 'self' },
        targets: [{ kind: 'card-in-your-graveyard', filter: { subtypes: ['Spirit'], manaValue: { atMost: keywordCount(keyword, 'soulshift')! } } }],
        effects: [{ kind: 'may', effects: [{ kind: 'return-to-hand', what: { target: 0 } }] }],
      });
    } else if (keywordCount(keyword, 'graft') !== null) {
      // CR 702.58a: "Whenever another creature enters the battlefield, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature"; 702.58b: each instance triggers.
      derived.push({
        kind: 'triggered',
        trigger: { event: 'enters-battlefield', who: 'filter', filter: { another: true, types: ['Creature'] } },
        condition: { kind: 'source-has-counter', counter: '+1/+1' },
        targets: [],
        effects: [{ kind: 'may', effects: [{ kind: 'move-counter', counter: '+1/+1', on: 'trigger-object' }] }],
      });
    } else if (keyword === 'fading') {
      derived.push({
        kind: 'triggered',
        trigger: { event: 'beginning-of-step', step: 'upkeep', whose: 'yours' },
        targets: [],
        effects: [{ kind: 'remove-counter-or-sacrifice', counter: 'fade' }],
      });
    } else if (keyword === 'cumulative upkeep' && card.cumulativeUpkeep) {
      // CR 702.24a: "At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay
      // [cost] for each age counter on it"; 702.24b: each instance triggers and counts every age counter.
      derived.push({
        kind: 'triggered',
        trigger: { event: 'beginning-of-step', step: 'upkeep', whose: 'yours' },
        targets: [],
        effects: [{ kind: 'cumulative-upkeep', cost: keywordCostOf(card.cumulativeUpkeep) }],
      });
    } else if (keyword === 'echo' && card.echo) {
      // CR 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the
      // beginning of your last upkeep, sacrifice it unless you pay [cost]."
      derived.push({
        kind: 'triggered',
        trigger: { event: 'beginning-of-step', step: 'upkeep', whose: 'yours' },
        condition: { kind: 'controlled-since-last-upkeep' },
        targets: [],
        effects: [{ kind: 'sacrifice-unless-pays', cost: keywordCostOf(card.echo) }],
      });
    }
  }
  return derived;
}

/** Whether a text is a keyword the engine plays: a listed one, landwalk or protection of a quality it reads, a keyword with a number ("bushido 2"), ward with a cost it pays. */
export function isKeyword(text: string): text is Keyword {
  return (KEYWORDS as readonly string[]).includes(text) || landwalkQuality(text) !== null || protectionQualities(text) !== null || countedKeywordName(text) !== null || affinityFilter(text) !== null || bandsWithOtherQuality(text) !== null || wardCost(text) !== null;
}

/** The cost of "ward {2}", "ward—pay 3 life", "ward—discard a card" (CR 702.21a); null for another keyword. */
export function wardCost(keyword: string): WardCost | null {
  // Asked of every keyword of every permanent a spell or ability targets: the regular expressions run once per keyword.
  if (!keyword.startsWith('ward')) return null;
  let cost = WARD_COSTS.get(keyword);
  if (cost === undefined) {
    const mana = /^ward ((?:\{(?:[1-9]\d*|[WUBRGC])\})+)$/.exec(keyword);
    const life = /^ward—pay ([1-9]\d*) life$/.exec(keyword);
    cost = mana ? { mana: mana[1] } : life ? { payLife: Number(life[1]) } : keyword === 'ward—discard a card' ? { discard: true } : null;
    WARD_COSTS.set(keyword, cost);
  }
  return cost;
}

const WARD_COSTS = new Map<string, WardCost | null>();

/**
 * The quality of "bands with other [quality]" (CR 702.22c): "legendary creatures", a creature type in the
 * plural ("Dinosaurs"), "creatures named [name]"; as a filter of the creatures that may band; null for
 * another keyword.
 */
export function bandsWithOtherQuality(keyword: string): PermanentFilter | null {
  if (!keyword.startsWith('bands with other ')) return null;
  const quality = keyword.slice('bands with other '.length);
  if (quality === 'legendary creatures') return { legendary: true, types: ['Creature'] };
  const named = /^creatures named ([A-Z].*)$/.exec(quality);
  if (named) return { types: ['Creature'], named: named[1] };
  const subtype = /^[A-Z][a-z]+$/.test(quality) ? singularNoun(quality) : null;
  return subtype ? { types: ['Creature'], subtypes: [subtype] } : null;
}

/**
 * The permanents "affinity for [text]" counts (CR 702.41a: "This spell costs {1} less to cast for
 * each [text] you control"): a card type in the plural ("artifacts") or a land or creature type
 * ("Mountains", "Plains"); null for another keyword.
 */
export function affinityFilter(keyword: string): PermanentFilter | null {
  if (!keyword.startsWith('affinity for ')) return null;
  const word = keyword.slice('affinity for '.length);
  const type = TYPE_WORDS[word];
  if (type) return type === 'Instant' || type === 'Sorcery' ? null : { types: [type], controller: 'you' };
  // "Plains" is its own plural (CR 205.3i).
  if (word === 'Plains') return { subtypes: ['Plains'], controller: 'you' };
  const plural = /^([A-Z][a-z]+)s$/.exec(word);
  return plural ? { subtypes: [plural[1]], controller: 'you' } : null;
}

/** The name of "bushido 2", "modular 1", "bloodthirst X" (CR 702.54b); null for another keyword. */
export function countedKeywordName(keyword: string): CountedKeywordName | null {
  if (keyword === 'bloodthirst X') return 'bloodthirst';
  // Asked of every keyword of every permanent that enters: the regular expression runs once per keyword.
  let named = COUNTED_NAMES.get(keyword);
  if (named === undefined) {
    const m = /^([a-z]+) [1-9]\d*$/.exec(keyword);
    named = m && (COUNTED_KEYWORDS as readonly string[]).includes(m[1]) ? (m[1] as CountedKeywordName) : null;
    COUNTED_NAMES.set(keyword, named);
  }
  return named;
}

const COUNTED_NAMES = new Map<string, CountedKeywordName | null>();

/** N of "bushido N" (CR 702.45a), "rampage N" (702.23a), "modular N" (702.43a)…; null for another keyword (and for "bloodthirst X"). */
export function keywordCount(keyword: string, name: CountedKeywordName): number | null {
  // Asked of every keyword of every graveyard card at each draw (dredge): the regular expression runs once per keyword.
  let counted = PARSED_COUNTS.get(keyword);
  if (counted === undefined) {
    const m = /^([a-z]+) ([1-9]\d*)$/.exec(keyword);
    counted = m ? { name: m[1], n: Number(m[2]) } : null;
    PARSED_COUNTS.set(keyword, counted);
  }
  return counted !== null && counted.name === name ? counted.n : null;
}

const PARSED_COUNTS = new Map<string, { name: string; n: number } | null>();


/** The lands a landwalk looks for (CR 702.14a): a land type, a supertype, nonbasic, or a combination ("snow swampwalk"). */
export interface LandwalkQuality {
  subtype?: string;
  supertype?: 'Legendary' | 'Snow';
  nonbasic?: boolean;
}

/** "swampwalk" → Swamps; "nonbasic landwalk", "legendary landwalk", "snow landwalk", "snow swampwalk"; null for anything else. */
export function landwalkQuality(keyword: string): LandwalkQuality | null {
  // Checked for every keyword of every attacker a blocker is tested against: the cheap test first.
  if (!keyword.endsWith('walk')) return null;
  const m = /^(?:(nonbasic|legendary|snow) )?([a-z-]+)walk$/.exec(keyword);
  if (!m) return null;
  const quality: LandwalkQuality = {};
  if (m[1] === 'nonbasic') quality.nonbasic = true;
  else if (m[1]) quality.supertype = m[1] === 'snow' ? 'Snow' : 'Legendary';
  if (m[2] === 'land') return m[1] ? quality : null;
  const subtype = LAND_TYPES.find((t) => t.toLowerCase() === m[2]);
  // CR 702.14a: "nonbasic" qualifies lands, not a land type ("nonbasic swampwalk" is not printed).
  return subtype && !quality.nonbasic ? { ...quality, subtype } : null;
}

const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COLOR_NAMES = Object.fromEntries(Object.entries(COLOR_WORDS).map(([word, color]) => [color, word])) as Record<Color, string>;
const TYPE_WORDS: Record<string, CardType> = { artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant', sorceries: 'Sorcery', lands: 'Land', planeswalkers: 'Planeswalker' };

/** One quality a protection names (CR 702.16a): a colour, a card type, a subtype, colour counts, or everything (702.16j). */
export type ProtectionQuality =
  | { color: Color }
  | { type: CardType }
  | { subtype: string }
  | { colors: 'multicolored' | 'monocolored' | 'all' }
  | { everything: true }
  /** "the chosen color" / "the chosen player": the source's choice as it entered (CR 614.12), read by the layers (`chosenKeyword`). */
  | { chosen: EntersChoice }
  /** Protection from a player (CR 702.16k), as "the chosen player" reads once chosen: "protection from player B". */
  | { player: PlayerId };

/** The keyword of a permanent's "protection from the chosen color/player" once its source's choice is known (CR 614.12). */
export function chosenKeyword(keyword: string, chosen: { color?: Color; player?: PlayerId; name?: string }): string {
  if (keyword === 'protection from the chosen color' && chosen.color) return `protection from ${COLOR_NAMES[chosen.color]}`;
  if (keyword === 'protection from the chosen player' && chosen.player) return `protection from player ${chosen.player}`;
  return keyword;
}

function protectionQuality(word: string): ProtectionQuality | null {
  if (COLOR_WORDS[word]) return { color: COLOR_WORDS[word] };
  if (TYPE_WORDS[word]) return { type: TYPE_WORDS[word] };
  if (word === 'everything') return { everything: true };
  if (word === 'the chosen color') return { chosen: 'color' };
  if (word === 'the chosen player') return { chosen: 'player' };
  if (word === 'player A' || word === 'player B') return { player: word.slice(-1) as PlayerId };
  if (word === 'multicolored' || word === 'monocolored') return { colors: word };
  // CR 702.16a: "protection from all colors" is protection from each colour.
  if (word === 'all colors') return { colors: 'all' };
  // A creature type in the plural: "Goblins", "Zombies", "Elves" (Elf), "Wolves" (Wolf).
  const plural = /^([A-Z][a-z]+)s$/.exec(word);
  if (plural) return { subtype: plural[1].endsWith('ve') ? `${plural[1].slice(0, -2)}f` : plural[1] };
  return null;
}

/**
 * The qualities of "protection from X", "protection from X and from Y" and "protection from X, from
 * Y, and from Z" (CR 702.16a, 702.16g: one protection naming several qualities is one ability for
 * each); null when not protection.
 */
export function protectionQualities(keyword: string): ProtectionQuality[] | null {
  if (!keyword.startsWith('protection from ')) return null;
  const qualities = keyword.slice('protection from '.length).split(/,? and from |, from /).map(protectionQuality);
  return qualities.every((q): q is ProtectionQuality => q !== null) ? qualities : null;
}

/** Whether an object with these colours, types and subtypes has a protection's quality (CR 702.16a). */
export function hasProtectedQuality(quality: ProtectionQuality, source: Subtyped & { colors: readonly Color[]; controller: PlayerId }): boolean {
  if ('everything' in quality) return true;
  // An unmade choice protects from nothing; a player protects from what they control (CR 702.16k).
  if ('chosen' in quality) return false;
  if ('player' in quality) return source.controller === quality.player;
  if ('color' in quality) return source.colors.includes(quality.color);
  if ('type' in quality) return source.types.includes(quality.type);
  if ('subtype' in quality) return hasSubtype(source, quality.subtype);
  if (quality.colors === 'multicolored') return source.colors.length >= 2;
  if (quality.colors === 'monocolored') return source.colors.length === 1;
  return source.colors.length > 0;
}

/** Keyword counters: a permanent with one has that keyword (CR 122.1b). */
export const KEYWORD_COUNTERS = ['flying', 'first strike', 'double strike', 'deathtouch', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'trample', 'vigilance'] as const satisfies readonly Keyword[];

/** "+1/+1", "-1/-1", "+1/+2": a counter that changes power and toughness (CR 122.1a); null for other counters. */
export function ptCounter(name: string): Readonly<{ power: number; toughness: number }> | null {
  // The layers ask at every computation of a permanent with counters: the regular expression runs once per name.
  let pt = PT_COUNTERS.get(name);
  if (pt === undefined) {
    const m = /^([+-]\d+)\/([+-]\d+)$/.exec(name);
    pt = m ? Object.freeze({ power: Number(m[1]), toughness: Number(m[2]) }) : null;
    PT_COUNTERS.set(name, pt);
  }
  return pt;
}

const PT_COUNTERS = new Map<string, Readonly<{ power: number; toughness: number }> | null>();

/** Counters whose rules the engine applies: P/T counters (CR 122.1a) and keyword counters (122.1b). */
export function isSupportedCounter(name: string): boolean {
  return ptCounter(name) !== null || (KEYWORD_COUNTERS as readonly string[]).includes(name);
}

/**
 * The name of a keyword ability as printed in lower case and as a decision names it: "equip",
 * "cycling", and for typecycling its type (CR 702.29e): "plainscycling", "wizardcycling",
 * "basic landcycling"; null for an ability without a keyword or a typecycling whose search
 * names no type.
 */
export function activatedKeywordName(ability: Extract<AbilityDefinition, { kind: 'activated' }>): string | null {
  if (ability.keyword !== 'typecycling') return ability.keyword ?? null;
  const search = ability.effects[0];
  const type = search?.kind === 'search-library' ? typecyclingType(search.find) : null;
  return type === null ? null : `${type}cycling`;
}

/** The type of "[type]cycling" a search names: "plains", "basic land", "land", "wizard" (CR 702.29e). */
function typecyclingType(find: CardFilter): string | null {
  const words = [find.basic ? 'basic' : '', ...(find.subtypes ?? []), ...(find.types ?? [])].filter((w) => w);
  if ((find.subtypes?.length ?? 0) > 1 || (find.types?.length ?? 0) > 1 || words.length === 0) return null;
  return words.join(' ').toLowerCase();
}

/** Whether a keyword ability's name is cycling or a typecycling (CR 702.29e: typecycling is cycling). */
export function isCyclingName(name: string): name is `${string}cycling` {
  return name.endsWith('cycling');
}

/** The name a decision gives a keyword ability activated from the hand: cycling, a typecycling, ninjutsu, commander ninjutsu (also from the command zone), transmute, forecast (CR 702.29a, 702.49a, 702.49d, 702.53a, 702.57a). */
export type HandAbilityName = `${string}cycling` | 'ninjutsu' | 'commander ninjutsu' | 'transmute' | 'forecast';

/** Whether a keyword ability's name is one activated from the hand. */
export function isHandAbilityName(name: string): name is HandAbilityName {
  return isCyclingName(name) || name === 'ninjutsu' || name === 'commander ninjutsu' || name === 'transmute' || name === 'forecast';
}
