import { CardDefinition } from './card-definition';
import { allSpellEffects } from './spell-modes';
import { countedKeywordName, wardCost } from './keywords';

/** How far the engine plays a keyword: all its rules, some of its forms, or not at all. */
export const KEYWORD_STATUSES = ['implemented', 'partly', 'missing'] as const;
export type KeywordStatus = (typeof KEYWORD_STATUSES)[number];

/**
 * A keyword ability of the seeds: seed 000's rule 502 (2006 Comprehensive Rules) and seed 003's
 * list (today's 702.x). `current` is today's rule number (threshold and imprint are ability words
 * today, scry a keyword action), `cr2006` the seed's; `missing` says what of a partly played keyword
 * is not played yet.
 */
export interface SeedKeyword {
  name: string;
  current: string;
  cr2006?: string;
  status: KeywordStatus;
  missing?: string;
  /** Of an implemented keyword: the cards printing it that still don't play, for other text than the keyword's. */
  otherText?: string;
}

/** Every keyword of both seeds, in today's rule order. */
export const SEED_KEYWORDS: readonly SeedKeyword[] = [
  { name: 'deathtouch', current: '702.2', status: 'implemented' },
  { name: 'defender', current: '702.3', cr2006: '502.41', status: 'implemented' },
  { name: 'double strike', current: '702.4', cr2006: '502.28', status: 'implemented' },
  { name: 'enchant', current: '702.5', cr2006: '502.45', status: 'implemented', otherText: 'every enchant ability plays: permanents by filter, player, opponent, and a card in a graveyard (Animate Dead, Dance of the Dead: the spell targets the card, the enters trigger swaps the enchant ability and returns it); what does not play is other text: Spellweaver Volute\'s sorcery-cast trigger (copy and cast the enchanted instant card), Tenuous Truce\'s "At the beginning of enchanted opponent\'s end step" and attack triggers' },
  { name: 'equip', current: '702.6', cr2006: '502.33', status: 'implemented' },
  { name: 'first strike', current: '702.7', cr2006: '502.2', status: 'implemented' },
  { name: 'flash', current: '702.8', status: 'implemented' },
  { name: 'flying', current: '702.9', cr2006: '502.4', status: 'implemented' },
  { name: 'haste', current: '702.10', cr2006: '502.5', status: 'implemented' },
  { name: 'hexproof', current: '702.11', status: 'implemented' },
  { name: 'intimidate', current: '702.13', status: 'implemented' },
  { name: 'landwalk', current: '702.14', cr2006: '502.6', status: 'implemented' },
  { name: 'lifelink', current: '702.15', status: 'implemented' },
  { name: 'protection', current: '702.16', cr2006: '502.7', status: 'implemented', otherText: 'protection from a colour chosen as a spell resolves plays (Akroma\'s Blessing), and from a permanent\'s chosen colour or player (Cho-Manno\'s Blessing); what does not play is other text: Floating Shield\'s ability reads the choice of the permanent sacrificed to pay its cost (a choice is not kept as last known information), Ward Sliver\'s "All Slivers have" (every player\'s Slivers), Guardian Archon\'s "secretly choose an opponent"' },
  { name: 'reach', current: '702.17', status: 'implemented' },
  { name: 'shroud', current: '702.18', status: 'implemented' },
  { name: 'trample', current: '702.19', cr2006: '502.9', status: 'implemented' },
  { name: 'vigilance', current: '702.20', cr2006: '502.14', status: 'implemented' },
  { name: 'banding', current: '702.22', cr2006: '502.10', status: 'implemented' },
  { name: 'bands with other', current: '702.22', cr2006: '502.11', status: 'implemented' },
  { name: 'rampage', current: '702.23', cr2006: '502.12', status: 'implemented' },
  { name: 'cumulative upkeep', current: '702.24', cr2006: '502.13', status: 'implemented', otherText: 'every part of the rule plays: the age counter and the payment for each one at every upkeep (702.24a), each instance on its own (702.24b), printed or given in quotes by a static ability (Mana Chains, Breath of Dreams), with every printed cost (mana, {S}, "{G} or {W}", life, sacrifices, discards, a draw, counters on it or on an opponent\'s creature, cards exiled from the library or put from a graveyard on the bottom, an opponent\'s life or token, a coin flip, control of a land); what does not play is other text: a quoted triggered ability given by a one-shot effect ("That creature gains \"Cumulative upkeep {2}.\"": Dreams of the Dead, Balduvian Shaman; no card of the database plays with such a grant, 27 print one) or held by a token (Splintering Wind; no token with a quoted triggered ability plays, 29 cards create one), Decomposition\'s "When enchanted creature dies", Cover of Winter\'s prevention, Psychic Vortex\'s end step, the triggers on paying (Thought Lash, Heart of Bogardan), mana "spent only on cumulative upkeep costs", age counters read after the permanent left (Arctic Nishoba), Karplusan Minotaur\'s and Herald of Leshrac\'s other lines, Toy Boat\'s spoken cost' },
  { name: 'flanking', current: '702.25', cr2006: '502.3', status: 'implemented' },
  { name: 'phasing', current: '702.26', cr2006: '502.15', status: 'implemented' },
  { name: 'buyback', current: '702.27', cr2006: '502.16', status: 'implemented' },
  { name: 'shadow', current: '702.28', cr2006: '502.8', status: 'implemented' },
  { name: 'cycling', current: '702.29', cr2006: '502.18', status: 'implemented' },
  { name: 'echo', current: '702.30', cr2006: '502.19', status: 'implemented' },
  { name: 'horsemanship', current: '702.31', cr2006: '502.17', status: 'implemented' },
  { name: 'fading', current: '702.32', cr2006: '502.20', status: 'implemented' },
  { name: 'kicker', current: '702.33', cr2006: '502.21', status: 'implemented', otherText: 'every part of the rule plays: kicker costs of any kind (mana, "Sacrifice an artifact or Goblin", Dralnu\'s Pet\'s discarded card read by its X), two kicker costs and "kicked with its [A] kicker" on permanents and on spells (702.33d), multikicker counted in amounts and one target per kick (702.33c), targets only a kicked or an unkicked spell chooses (702.33g, 601.2c), the -volvers\' quoted abilities; what does not play is other text: Illuminate\'s "you draw X cards" (the engine writes the order "draw X cards" after a condition, as every other kicked spell prints it), a kicked part dividing damage (Fight with Fire, 601.2d), the Inscriptions\' "choose any number instead" (700.2), and kicked parts whose effect does not compile elsewhere either (Agonizing Demise, Orim\'s Thunder, Scorching Lava, Molten Disaster\'s split second, Primal Growth\'s "instead search … up to two", Falling Timber, Pollen Remedy, Blood Tribute, Bloodchief\'s Thirst\'s "with mana value 2 or less", Marshal\'s Anthem\'s and Chun-Li\'s "up to X target … cards")' },
  { name: 'flashback', current: '702.34', cr2006: '502.22', status: 'implemented' },
  { name: 'madness', current: '702.35', cr2006: '502.24', status: 'implemented' },
  { name: 'fear', current: '702.36', cr2006: '502.25', status: 'implemented' },
  { name: 'morph', current: '702.37', cr2006: '502.26', status: 'implemented' },
  { name: 'amplify', current: '702.38', cr2006: '502.27', status: 'implemented' },
  { name: 'provoke', current: '702.39', cr2006: '502.29', status: 'implemented' },
  { name: 'storm', current: '702.40', cr2006: '502.30', status: 'implemented' },
  { name: 'affinity', current: '702.41', cr2006: '502.31', status: 'implemented' },
  { name: 'entwine', current: '702.42', cr2006: '502.32', status: 'implemented' },
  { name: 'modular', current: '702.43', cr2006: '502.35', status: 'implemented' },
  { name: 'sunburst', current: '702.44', cr2006: '502.37', status: 'implemented' },
  { name: 'bushido', current: '702.45', cr2006: '502.38', status: 'implemented' },
  { name: 'soulshift', current: '702.46', cr2006: '502.39', status: 'implemented' },
  { name: 'splice', current: '702.47', cr2006: '502.40', status: 'implemented', otherText: 'every splice cost is paid (mana, sacrifices, a tap, returning a creature, exiling from the graveyard, an opponent\'s life); what does not play is other text: Roar of Jukai\'s spell text ("… each blocked creature gets +2/+2 …": no "blocked" filter yet)' },
  { name: 'offering', current: '702.48', cr2006: '502.42', status: 'implemented' },
  { name: 'ninjutsu', current: '702.49', cr2006: '502.43', status: 'implemented' },
  { name: 'epic', current: '702.50', cr2006: '502.44', status: 'implemented' },
  { name: 'convoke', current: '702.51', cr2006: '502.46', status: 'implemented' },
  { name: 'dredge', current: '702.52', cr2006: '502.47', status: 'implemented' },
  { name: 'transmute', current: '702.53', cr2006: '502.48', status: 'implemented' },
  { name: 'bloodthirst', current: '702.54', cr2006: '502.50', status: 'implemented' },
  { name: 'haunt', current: '702.55', cr2006: '502.51', status: 'implemented' },
  { name: 'replicate', current: '702.56', cr2006: '502.52', status: 'implemented' },
  { name: 'forecast', current: '702.57', cr2006: '502.53', status: 'implemented' },
  { name: 'graft', current: '702.58', cr2006: '502.54', status: 'implemented' },
  { name: 'recover', current: '702.59', cr2006: '502.55', status: 'implemented' },
  { name: 'ripple', current: '702.60', cr2006: '502.56', status: 'implemented' },
  { name: 'threshold', current: '207.2c', cr2006: '502.23', status: 'implemented', otherText: 'every form of the ability word plays: statics (Werebear), "Activate only if" (Cabal Pit), "… instead if seven or more cards are in your graveyard" on spells (Thermal Blast), quoted abilities it grants (Cephalid Sage); what does not play is other text in the replacing line: Epicenter\'s "Each player sacrifices all lands they control", Stitch Together\'s "Return that card …", Shower of Coals\'s "each of those permanents and/or players"' },
  { name: 'imprint', current: '207.2c', cr2006: '502.34', status: 'implemented' },
  { name: 'scry', current: '701.22', cr2006: '502.36', status: 'implemented' },
];

/** Keywords the engine plays that neither seed lists (later than both), with today's rule. */
export const LATER_KEYWORDS: readonly SeedKeyword[] = [
  { name: 'indestructible', current: '702.12', status: 'implemented' },
  { name: 'persist', current: '702.79', status: 'implemented' },
  { name: 'wither', current: '702.80', status: 'implemented' },
  { name: 'exalted', current: '702.83', status: 'implemented' },
  { name: 'infect', current: '702.90', status: 'implemented' },
  { name: 'undying', current: '702.93', status: 'implemented' },
  { name: 'menace', current: '702.111', status: 'implemented' },
  { name: 'prowess', current: '702.108', status: 'implemented' },
  { name: 'changeling', current: '702.73', status: 'implemented' },
  { name: 'devoid', current: '702.114', status: 'implemented' },
  { name: 'split second', current: '702.61', status: 'implemented' },
  { name: 'renown', current: '702.112', status: 'implemented' },
  { name: 'ward', current: '702.21', status: 'implemented' },
];

/**
 * The keywords of a card by the names coverage lists them under: a keyword as printed
 * ("flying"), a parameterized one by its family ("swampwalk" is landwalk, "protection from black"
 * protection), and the keywords the definition holds as costs or abilities (kicker, cycling…).
 */
export function keywordNamesOf(def: CardDefinition): string[] {
  const names = new Set<string>();
  for (const k of def.keywords) {
    if (k.endsWith('walk')) names.add('landwalk');
    else if (k.startsWith('protection from ')) names.add('protection');
    else if (countedKeywordName(k) !== null) names.add(countedKeywordName(k)!);
    else if (k === 'modular—sunburst') names.add('modular').add('sunburst');
    else if (k.startsWith('affinity for ')) names.add('affinity');
    else if (k.startsWith('bands with other ')) names.add('bands with other');
    else if (wardCost(k) !== null) names.add('ward');
    else names.add(k);
  }
  // CR 702.22b: the printed "bands with other" cards grant it (Cathedral of Serra's legendary creatures).
  for (const a of def.abilities) if (a.kind === 'static' && a.effect.kind === 'grant-keywords' && a.effect.keywords.some((k) => k.startsWith('bands with other '))) names.add('bands with other');
  if (def.kicker) names.add('kicker');
  if (def.buyback) names.add('buyback');
  if (def.replicate) names.add('replicate');
  if (def.entwine) names.add('entwine');
  if (def.flashback) names.add('flashback');
  if (def.madness) names.add('madness');
  if (def.recover) names.add('recover');
  if (def.offering) names.add('offering');
  if (def.splice) names.add('splice');
  if (def.morph) names.add('morph');
  if (def.enchant) names.add('enchant');
  // CR 207.2c: an ability word labels its ability (2006 502.23: threshold was a keyword).
  for (const a of def.abilities) if ('abilityWord' in a && a.abilityWord) names.add(a.abilityWord);
  // CR 702.29e-f: typecycling is cycling; 702.49d: commander ninjutsu is ninjutsu.
  for (const a of def.abilities) if (a.kind === 'activated' && a.keyword) names.add(a.keyword === 'typecycling' ? 'cycling' : a.keyword === 'commander ninjutsu' ? 'ninjutsu' : a.keyword);
  // Keyword actions (CR 701) are effects: "scry 2" (701.22).
  const effects = [...allSpellEffects(def.spell), ...def.abilities.flatMap((a) => (a.kind === 'activated' || a.kind === 'triggered' ? a.effects : []))];
  if (effects.some((e) => e.kind === 'scry')) names.add('scry');
  // CR 702.16a: protection a static ability grants ("Enchanted creature has protection from creatures").
  for (const a of def.abilities) if (a.kind === 'static' && a.effect.kind === 'grant-keywords' && a.effect.keywords.some((k) => k.startsWith('protection from '))) names.add('protection');
  // CR 702.21a: ward a static ability grants ("Other Warriors you control … have ward {1}").
  for (const a of def.abilities) if (a.kind === 'static' && a.effect.kind === 'grant-keywords' && a.effect.keywords.some((k) => wardCost(k) !== null)) names.add('ward');
  // CR 207.2c: "Threshold — … instead if …" labels a spell's replacing effect.
  for (const e of effects) if (e.kind === 'instead-if') names.add(e.abilityWord);
  return [...names];
}
