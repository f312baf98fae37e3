import { describeCard } from '../text/describe-card';
import { loadDefaultCardDatabase } from '@arbiter/cards';
import { AbilityDefinition, CardDefinition, Effect, StaticAbility } from '../cards/card-definition';
import { CARD_POOL } from '../cards/card-pool';
import { checkCardText } from '../cards/card-text-checker';
import { cardDefinitionProblems } from '../cards/card-schema';
import { cardStanding, coverageReport, templateOf } from './card-coverage';
import { compileCard } from './compile-card';
import { modeChoiceError, modeChoices } from '../cards/spell-modes';
import { conditionOf } from './condition-parser';
import { OracleCard } from './oracle-card';

const database = loadDefaultCardDatabase();

function oracleCard(name: string): OracleCard {
  const card = database.card(name);
  if (!card) throw new Error(`${name} is not in the card database`);
  const f = card.faces[0];
  return { name: card.name, layout: card.layout, manaCost: f.manaCost, supertypes: f.supertypes, types: f.types, subtypes: f.subtypes, power: f.power, toughness: f.toughness, loyalty: f.loyalty, text: f.text };
}

/** The definition compiled from a card's Oracle text, checked to render that text back exactly. */
function compiledWithRoundTrip(name: string): CardDefinition {
  const r = compileCard(oracleCard(name));
  if (!r.ok) throw new Error(r.reason);
  expect(checkCardText(r.definition, oracleCard(name).text)).toEqual([]);
  return r.definition;
}

/** Key order and absent fields do not matter. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** The definition compiled from a card's Oracle text, checked to render that text back exactly. */
function roundTripped(name: string): CardDefinition {
  const r = compileCard(oracleCard(name));
  if (!r.ok) throw new Error(`${name}: ${r.reason}`);
  expect(checkCardText(r.definition, oracleCard(name).text)).toEqual([]);
  return r.definition;
}

// core-pool.md prints these two type lines otherwise than the 2022 database; the pool follows the spec.
const SUBTYPES_FROM_THE_SPEC = new Set(["Ajani's Sunstriker", 'Plague Stinger']);

describe('compiling Oracle text to card definitions', () => {
  it.each(Object.keys(CARD_POOL).map((n) => [n]))('%s compiles from its Oracle text to the pool definition, with an exact round trip', (name) => {
    const oracle = oracleCard(name);
    const result = compileCard(oracle);
    if (!result.ok) throw new Error(`${name}: ${result.reason} ${result.line ?? ''}`);
    expect(checkCardText(result.definition, oracle.text)).toEqual([]);
    const compiled: CardDefinition = SUBTYPES_FROM_THE_SPEC.has(name) ? { ...result.definition, subtypes: CARD_POOL[name].subtypes } : result.definition;
    expect(canonical(compiled)).toEqual(canonical(CARD_POOL[name]));
  });

  it('compiles cards beyond the pool from their text alone', () => {
    const result = compileCard(oracleCard('Memorial to War'));
    expect(result).toMatchObject({ ok: true, definition: { entersTapped: true, abilities: [{ kind: 'mana', produce: 'R' }, { kind: 'activated', cost: { mana: '{4}{R}', tap: true, sacrificeSelf: true }, targets: [{ kind: 'permanent', filter: { types: ['Land'] } }] }] } });
    const twoLines = compileCard(oracleCard('Agony Warp'));
    expect(twoLines.ok && twoLines.definition.spell?.targets).toEqual([{ kind: 'permanent', filter: { types: ['Creature'] } }, { kind: 'permanent', filter: { types: ['Creature'] } }]);
    expect(twoLines.ok && checkCardText(twoLines.definition, oracleCard('Agony Warp').text)).toEqual([]);
  });

  it('compiles target filters on controller, combat, keywords, P/T and "another" (CR 115.1)', () => {
    const targetsOf = (name: string) => {
      const r = compileCard(oracleCard(name));
      if (!r.ok) throw new Error(r.reason);
      return [...(r.definition.spell?.targets ?? []), ...r.definition.abilities.flatMap((a) => ('targets' in a ? a.targets : []))];
    };
    expect(targetsOf('Plummet')).toEqual([{ kind: 'permanent', filter: { types: ['Creature'], withKeywords: ['flying'] } }]);
    expect(targetsOf('Defenestrate')).toEqual([{ kind: 'permanent', filter: { types: ['Creature'], withoutKeywords: ['flying'] } }]);
    expect(targetsOf('Neck Snap')).toEqual([{ kind: 'permanent', filter: { types: ['Creature'], combat: 'attacking-or-blocking' } }]);
    expect(targetsOf('Herald of the Sun')).toEqual([{ kind: 'permanent', filter: { another: true, types: ['Creature'], withKeywords: ['flying'] } }]);
    expect(targetsOf('Femeref Archers')).toEqual([{ kind: 'permanent', filter: { types: ['Creature'], combat: 'attacking', withKeywords: ['flying'] } }]);
  });

  it('compiles token creation (CR 111.1) and renders it back', () => {
    expect(compileCard(oracleCard('Raise the Alarm'))).toMatchObject({
      ok: true,
      definition: { spell: { effects: [{ kind: 'create-tokens', count: 2, token: { power: 1, toughness: 1, colors: ['W'], subtypes: ['Soldier'], keywords: [] } }] } },
    });
    const sprout = compileCard(oracleCard('Sprout'));
    expect(sprout.ok && checkCardText(sprout.definition, oracleCard('Sprout').text)).toEqual([]);
  });

  it('compiles a group a target player owns (CR 108.3: "Return all artifacts target player owns to their hand")', () => {
    expect(compiledWithRoundTrip("Hurkyl's Recall").spell).toEqual({ targets: [{ kind: 'player' }], effects: [{ kind: 'return-to-hand', what: { all: { types: ['Artifact'] }, ownedBy: 0 } }] });
  });

  it('compiles "on the bottom of its owner\'s library" (CR 401.4) and "Its controller gains life equal to its toughness" (CR 608.2h)', () => {
    expect(compiledWithRoundTrip('Condemn').spell?.effects).toEqual([
      { kind: 'put-on-library', what: { target: 0 }, position: 'bottom' },
      { kind: 'gain-life', amount: { statOf: 0, stat: 'toughness' }, who: { controllerOf: 0, its: true }, join: 'sentence' },
    ]);
    expect(compiledWithRoundTrip('Swords to Plowshares').spell?.effects[1]).toMatchObject({ amount: { statOf: 0, stat: 'power' } });
    expect(compiledWithRoundTrip('King Crab').abilities[0]).toMatchObject({ effects: [{ kind: 'put-on-library', position: 'top' }] });
  });

  it('compiles an additional combat phase (CR 500.8) and "all creatures that attacked this turn" (CR 508.1)', () => {
    expect(compiledWithRoundTrip('Relentless Assault').spell?.effects).toEqual([
      { kind: 'untap', what: { all: { types: ['Creature'], attackedThisTurn: true } } },
      { kind: 'additional-combat', join: 'sentence' },
    ]);
  });

  it('compiles "all creature cards in your graveyard that were put there from the battlefield this turn" (CR 400.7)', () => {
    expect(compiledWithRoundTrip('No Rest for the Wicked').abilities[0]).toMatchObject({
      cost: { sacrificeSelf: true },
      effects: [{ kind: 'return-graveyard-cards-to-hand', find: { types: ['Creature'] }, fromBattlefieldThisTurn: true }],
    });
  });

  it('compiles "Double the amount of each type of unspent mana you have." as a mana ability (CR 605.1a)', () => {
    expect(compiledWithRoundTrip('Doubling Cube').abilities).toEqual([{ kind: 'mana', cost: { mana: '{3}', tap: true }, produce: '', doubles: true }]);
  });

  it('compiles a token with card types and a name (CR 111.4: "… Insect artifact creature token with flying named Wasp")', () => {
    expect(compiledWithRoundTrip('The Hive').abilities[0]).toMatchObject({
      effects: [{ kind: 'create-tokens', count: 1, token: { power: 1, toughness: 1, colors: [], types: ['Artifact'], subtypes: ['Insect'], keywords: ['flying'], name: 'Wasp' } }],
    });
  });

  it('compiles "enter the battlefield as a copy of any [filter] on the battlefield" (CR 707.5) with the filter as data', () => {
    const steel = compiledWithRoundTrip('Sculpting Steel');
    expect(steel.entersAsCopy).toEqual({ types: ['Artifact'] });
    expect(compiledWithRoundTrip('Mirrormade').entersAsCopy).toEqual({ types: ['Artifact', 'Enchantment'] });
    expect(describeCard({ ...steel, entersAsCopy: { types: ['Creature'] } })).toBe('You may have Sculpting Steel enter the battlefield as a copy of any creature on the battlefield.');
  });

  it('compiles "gain control of … for as long as …" (CR 611.2b) with its conditions as data, rendered from the structure', () => {
    const matriarch = compiledWithRoundTrip('Rootwater Matriarch');
    expect(matriarch.abilities[0]).toMatchObject({ effects: [{ kind: 'gain-control', what: { target: 0 }, while: ['object-enchanted'] }] });
    expect(compiledWithRoundTrip('Sower of Temptation').abilities[0]).toMatchObject({ effects: [{ kind: 'gain-control', while: ['source-on-battlefield'] }] });
    const changed = { ...matriarch, abilities: [{ ...matriarch.abilities[0], effects: [{ kind: 'gain-control', who: 'you', what: { target: 0 }, while: ['you-control-source', 'source-tapped'] }] }] } as CardDefinition;
    expect(describeCard(changed)).toBe('{T}: Gain control of target creature for as long as you control Rootwater Matriarch and Rootwater Matriarch remains tapped.');
  });

  it('compiles "until your next turn" (CR 611.2a) on pumps and grants as the duration `until`, rendered from the structure', () => {
    const instant = (text: string): OracleCard => ({ name: 'Lingering Test', layout: 'normal', manaCost: '{B}', supertypes: [], types: ['Instant'], subtypes: [], text });
    const weakness = compileCard(instant('Target creature gets -3/-0 until your next turn.'));
    expect(weakness).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'pump', what: { target: 0 }, power: -3, toughness: -0, until: 'your-next-turn' }] } } });
    if (!weakness.ok) return;
    expect(describeCard(weakness.definition)).toBe('Target creature gets -3/-0 until your next turn.');
    const effect = weakness.definition.spell!.effects[0];
    expect(describeCard({ ...weakness.definition, spell: { ...weakness.definition.spell!, effects: [{ ...effect, power: -2 } as Effect] } })).toBe('Target creature gets -2/-0 until your next turn.');
    const { until: _until, ...untilEndOfTurn } = effect as Effect & { until?: string };
    expect(describeCard({ ...weakness.definition, spell: { ...weakness.definition.spell!, effects: [untilEndOfTurn as Effect] } })).toBe('Target creature gets -3/-0 until end of turn.');
    const shield = compileCard(instant('Creatures you control gain indestructible until your next turn.'));
    expect(shield).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'grant-until-end-of-turn', keywords: ['indestructible'], until: 'your-next-turn' }] } } });
    expect(shield.ok && checkCardText(shield.definition, 'Creatures you control gain indestructible until your next turn.')).toEqual([]);
    // Until end of turn stays the default: no `until` in the definition.
    expect(compiledWithRoundTrip('Giant Growth').spell?.effects[0]).not.toHaveProperty('until');
  });

  it('compiles "… to the battlefield. It gains haste until your next turn." as the returned permanent gaining it (CR 400.7, 611.2a)', () => {
    const bond = compiledWithRoundTrip('Bond of Revival');
    expect(bond.spell?.effects).toEqual([{ kind: 'return-to-battlefield', what: { target: 0 }, gains: { keywords: ['haste'], until: 'your-next-turn' } }]);
    const gainsMore = { ...bond, spell: { ...bond.spell!, effects: [{ kind: 'return-to-battlefield', what: { target: 0 }, gains: { keywords: ['flying', 'haste'] } } as Effect] } };
    expect(describeCard(gainsMore)).toBe('Return target creature card from your graveyard to the battlefield. It gains flying and haste until end of turn.');
    expect(cardDefinitionProblems(gainsMore)).toEqual([]);
  });

  it('compiles Auras put onto the battlefield attached to the source or to a chosen permanent (CR 303.4f)', () => {
    expect(compiledWithRoundTrip('Academy Researchers').abilities[0]).toMatchObject({ effects: [{ kind: 'put-from-hand', player: 'you', find: { subtypes: ['Aura'] }, attachToSelf: true }] });
    expect(compiledWithRoundTrip('Nomad Mythmaker').abilities[0]).toMatchObject({ effects: [{ kind: 'return-to-battlefield', wording: 'put-under-your-control', attachTo: { types: ['Creature'], controller: 'you' } }] });
  });

  it('compiles "This spell can\'t be countered." (CR 101.2)', () => {
    const tyrant = compileCard(oracleCard('Carnage Tyrant'));
    expect(tyrant).toMatchObject({ ok: true, definition: { uncounterable: true, keywords: ['trample', 'hexproof'] } });
    expect(tyrant.ok && checkCardText(tyrant.definition, oracleCard('Carnage Tyrant').text)).toEqual([]);
  });

  it('compiles "can\'t block" of the card itself (CR 509.1b)', () => {
    expect(compileCard(oracleCard('Goblin Raider'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'cant-block', affected: { kind: 'self' } } }] } });
  });

  it('compiles regeneration (CR 701.15)', () => {
    expect(compileCard(oracleCard('Drudge Skeletons'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{B}' }, effects: [{ kind: 'regenerate', what: 'self' }] }] } });
  });

  it('gives the intrinsic mana ability of basic land types (CR 305.7)', () => {
    const tundra = compileCard(oracleCard('Tundra'));
    expect(tundra).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', produce: 'WU', oneOf: true }] } });
    // CR 106.1b: colourless mana; Wastes has no basic land type, so its ability is printed text.
    expect(compileCard(oracleCard('Wastes'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'C' }] } });
  });

  it('compiles painlands and "one mana of any color", rendered back from the structure (CR 605.1a)', () => {
    const wastes = compileCard(oracleCard('Adarkar Wastes'));
    expect(wastes).toMatchObject({
      ok: true,
      definition: { abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'C' }, { kind: 'mana', cost: { tap: true }, produce: 'WU', oneOf: true, damageToYou: 1 }] },
    });
    if (!wastes.ok) return;
    const [colourless, coloured] = wastes.definition.abilities;
    const hurtsMore = { ...wastes.definition, abilities: [colourless, { ...coloured, damageToYou: 2 }] };
    expect(describeCard(hurtsMore)).toContain('Adarkar Wastes deals 2 damage to you.');
    expect(compileCard(oracleCard('Birds of Paradise'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', produce: 'WUBRG', oneOf: true }] } });
    // CR 605.1a, 106.4: mana abilities with other costs and several mana in one activation.
    expect(compileCard(oracleCard('Azorius Signet'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', cost: { mana: '{1}', tap: true }, produce: 'WU' }] } });
    expect(compileCard(oracleCard('Composite Golem'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', cost: { sacrificeSelf: true }, produce: 'WUBRG' }] } });
    expect(compileCard(oracleCard('Sol Ring'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'CC' }] } });
  });

  it('compiles "target player or planeswalker" (CR 115.4) and static abilities over a filtered group ("Other Goblins get +1/+1")', () => {
    expect(compileCard(oracleCard('Lava Axe'))).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'player-or-planeswalker' }] } } });
    const king = compileCard(oracleCard('Goblin King'));
    expect(king).toMatchObject({
      ok: true,
      definition: {
        abilities: [
          { kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'group', filter: { another: true, subtypes: ['Goblin'] } }, power: 1, toughness: 1 } },
          { kind: 'static', continues: true, effect: { kind: 'grant-keywords', keywords: ['mountainwalk'] } },
        ],
      },
    });
    if (!king.ok) return;
    const [pump, walk] = king.definition.abilities;
    if (pump.kind !== 'static' || pump.effect.kind !== 'modify-pt') throw new Error('expected a modify-pt static');
    const elvesInstead = { ...king.definition, abilities: [{ ...pump, effect: { ...pump.effect, affected: { kind: 'group' as const, filter: { another: true, subtypes: ['Elf'] } } } }, walk] };
    expect(describeCard(elvesInstead)).toContain('Other Elves get +1/+1 and have mountainwalk.');
  });

  it('compiles counted amounts (CR 107.3, 604.3): damage equal to a count, "for each" statics and characteristic-defining power and toughness', () => {
    expect(compileCard(oracleCard('Spitting Earth'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'damage', amount: { permanents: { subtypes: ['Mountain'], controller: 'you' } }, to: { target: 0 } }] } } });
    expect(compileCard(oracleCard('Sudden Impact'))).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'player' }], effects: [{ kind: 'damage', amount: { cards: 'hand', whose: { target: 0 } } }] } } });
    expect(compileCard(oracleCard('Yavimaya Enchantress'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'self' }, forEach: { types: ['Enchantment'] } } }] } });
    const nightmare = compileCard(oracleCard('Nightmare'));
    expect(nightmare).toMatchObject({ ok: true, definition: { power: 0, toughness: 0, abilities: [{ kind: 'static', effect: { kind: 'defining-pt', count: { permanents: { subtypes: ['Swamp'], controller: 'you' } } } }] } });
    expect(compileCard(oracleCard('Mortivore'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'defining-pt', count: { cards: 'graveyard', whose: 'all', types: ['Creature'] } } }, { kind: 'activated' }] } });
    if (!nightmare.ok) return;
    const islands = { ...nightmare.definition, abilities: [{ kind: 'static' as const, effect: { kind: 'defining-pt' as const, count: { permanents: { subtypes: ['Island'] } } } }] };
    expect(describeCard(islands)).toContain("Nightmare's power and toughness are each equal to the number of Islands on the battlefield.");
    // A count of power or toughness would read the layer it is computed in (CR 613.4): refused.
    expect(compileCard({ ...oracleCard('Yavimaya Enchantress'), text: 'Yavimaya Enchantress gets +1/+1 for each creature with power 2 or less you control.' })).toMatchObject({ ok: false });
  });

  it('compiles "X, where X is …" (CR 107.3): every X of the sentence reads the count, "their" is the player acting; a token is never "it"', () => {
    const zombies = { x: { permanents: { subtypes: ['Zombie'], controller: 'you' } } };
    expect(compiledWithRoundTrip('Graveborn Muse').abilities[0]).toMatchObject({ effects: [{ kind: 'draw', count: zombies }, { kind: 'lose-life', amount: zombies }] });
    expect(compiledWithRoundTrip('Dreamborn Muse').abilities[0]).toMatchObject({ effects: [{ kind: 'mill', count: { x: { cards: 'hand', whose: 'they' } }, who: 'trigger-player' }] });
    const goblins = { x: { permanents: { subtypes: ['Goblin'] } } };
    expect(compiledWithRoundTrip('Sparksmith').abilities[0]).toMatchObject({ effects: [{ kind: 'damage', amount: goblins, more: [{ amount: goblins, to: 'you' }] }] });
    // "Put X +1/+1 counters on it": "it" is the token just created, which no subject names (not the source).
    expect(compileCard(oracleCard('Manifestation Sage'))).toMatchObject({ ok: false });
    // Without a count X stays the X paid (an activation's or a spell's).
    expect(compiledWithRoundTrip('Whetwheel').abilities[0]).toMatchObject({ effects: [{ kind: 'mill', count: 'X' }] });
  });

  it('compiles library searches (CR 701.19) with their card filter, destination and wording', () => {
    expect(compileCard(oracleCard('Rampant Growth'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'search-library', find: { basic: true, types: ['Land'] }, destination: 'battlefield-tapped', calls: 'that card' }] } } });
    expect(compileCard(oracleCard('Diabolic Tutor'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'search-library', find: {}, destination: 'hand' }] } } });
    const scrying = compileCard(oracleCard('Sylvan Scrying'));
    expect(scrying).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'search-library', find: { types: ['Land'] }, destination: 'hand', reveal: true, calls: 'it' }] } } });
    if (!scrying.ok) return;
    const forInstants = { ...scrying.definition, spell: { targets: [], effects: [{ kind: 'search-library' as const, find: { types: ['Instant' as const, 'Sorcery' as const] }, destination: 'hand' as const, reveal: true, calls: 'it' as const }] } };
    expect(describeCard(forInstants)).toBe('Search your library for an instant or sorcery card, reveal it, put it into your hand, then shuffle.');
  });

  it('compiles cost lists (CR 602.1, 118): sacrificing a permanent of a filter, discarding a card of a filter, paying life', () => {
    expect(compileCard(oracleCard('Siege-Gang Commander'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered' }, { kind: 'activated', cost: { mana: '{1}{R}', sacrifice: { subtypes: ['Goblin'] } } }] } });
    expect(compileCard(oracleCard('Phyrexian Vault'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{2}', tap: true, sacrifice: { types: ['Creature'] } } }] } });
    const assault = compileCard(oracleCard('Seismic Assault'));
    expect(assault).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { discard: { types: ['Land'] } } }] } });
    if (!assault.ok) return;
    const [ability] = assault.definition.abilities;
    if (ability.kind !== 'activated') throw new Error('expected an activated ability');
    const otherCosts = { ...assault.definition, abilities: [{ ...ability, cost: { payLife: 2, sacrifice: { another: true, types: ['Artifact' as const] }, discard: {} } }] };
    expect(describeCard(otherCosts)).toBe('Pay 2 life, Sacrifice another artifact, Discard a card: Seismic Assault deals 2 damage to any target.');
  });

  it('compiles costs that exile cards from the graveyard (CR 602.2b, 118.3, 406.1): a number of cards of a filter, rendered from the structure', () => {
    const lavamancer = roundTripped('Grim Lavamancer');
    expect(lavamancer.abilities).toMatchObject([{ kind: 'activated', cost: { mana: '{R}', tap: true, exileGraveyardCards: { count: 2, filter: {} } } }]);
    expect(roundTripped('Moorland Haunt').abilities[1]).toMatchObject({ kind: 'activated', cost: { exileGraveyardCards: { count: 1, filter: { types: ['Creature'] } } } });
    expect(roundTripped('Tome Shredder').abilities[0]).toMatchObject({ kind: 'activated', cost: { exileGraveyardCards: { count: 1, filter: { types: ['Instant', 'Sorcery'] } } } });
    expect(roundTripped('Scarblade Elite').abilities[0]).toMatchObject({ kind: 'activated', cost: { exileGraveyardCards: { count: 1, filter: { subtypes: ['Assassin'] } } } });
    const [ability] = lavamancer.abilities;
    if (ability.kind !== 'activated') throw new Error('expected an activated ability');
    const withCost = (exileGraveyardCards: { count: number; filter: { types?: ('Creature' | 'Land')[] } }) => describeCard({ ...lavamancer, abilities: [{ ...ability, cost: { ...ability.cost, exileGraveyardCards } }] });
    expect(withCost({ count: 3, filter: { types: ['Creature'] } })).toBe('{R}, {T}, Exile three creature cards from your graveyard: Grim Lavamancer deals 2 damage to any target.');
    expect(withCost({ count: 1, filter: {} })).toBe('{R}, {T}, Exile a card from your graveyard: Grim Lavamancer deals 2 damage to any target.');
    expect(withCost({ count: 1, filter: { types: ['Land'] } })).toBe('{R}, {T}, Exile a land card from your graveyard: Grim Lavamancer deals 2 damage to any target.');
    // The noun agrees with the number; a count the schema refuses.
    const compiled = (text: string) => compileCard({ ...oracleCard('Grim Lavamancer'), text });
    expect(compiled('{R}, {T}, Exile two card from your graveyard: Grim Lavamancer deals 2 damage to any target.').ok).toBe(false);
    expect(compiled('{R}, {T}, Exile a cards from your graveyard: Grim Lavamancer deals 2 damage to any target.').ok).toBe(false);
    expect(cardDefinitionProblems({ ...lavamancer, abilities: [{ ...ability, cost: { ...ability.cost, exileGraveyardCards: { count: 0, filter: {} } } }] })).toEqual(['abilities[0].cost.exileGraveyardCards.count: expected a positive whole number']);
  });

  it('compiles "sacrifice it unless you …" (CR 118.12, 701.17a) with the keyword cost after "unless you": mana, a discard or a sacrifice of a filter', () => {
    const horror = roundTripped('Hidden Horror');
    expect(horror.abilities).toMatchObject([{ kind: 'triggered', effects: [{ kind: 'sacrifice-unless-pays', cost: { discard: { types: ['Creature'] } } }] }]);
    expect(roundTripped('Hungry Mist').abilities).toMatchObject([{ kind: 'triggered', effects: [{ kind: 'sacrifice-unless-pays', cost: { mana: '{G}{G}' } }] }]);
    expect(roundTripped('Fallow Wurm').abilities).toMatchObject([{ kind: 'triggered', effects: [{ kind: 'sacrifice-unless-pays', cost: { discard: { types: ['Land'] } } }] }]);
    expect(roundTripped('Rogue Elephant').abilities).toMatchObject([{ kind: 'triggered', effects: [{ kind: 'sacrifice-unless-pays', cost: { sacrifice: { subtypes: ['Forest'] } } }] }]);
  });

  it('compiles "you may have [this] deal …" (CR 603.5) as an optional damage effect of the source', () => {
    expect(roundTripped('Razormane Masticore').abilities).toMatchObject([
      { kind: 'triggered', effects: [{ kind: 'sacrifice-unless-pays', cost: { discard: {} } }] },
      { kind: 'triggered', effects: [{ kind: 'may', effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }] }] },
    ]);
  });

  it('compiles "sacrifice a creature other than [this]. If you can\'t, …" (CR 701.17a): the source excluded, what happens to a player with nothing to sacrifice as data', () => {
    expect(roundTripped('Lord of the Pit').abilities).toMatchObject([
      { kind: 'triggered', effects: [{ kind: 'sacrifice-one', who: 'you', filter: { types: ['Creature'], another: true }, otherThanSelf: true, ifCant: [{ kind: 'damage', amount: 7, to: 'you' }] }] },
    ]);
  });

  it('compiles the limits of an activated ability (CR 602.5b): sorcery timing, its controller\'s turn or upkeep, a number of activations each turn', () => {
    expect(compileCard(oracleCard('Rootwalla'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', perTurn: 1 }] } });
    expect(compileCard(oracleCard('Vampire Bats'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', perTurn: 2 }] } });
    const colossus = compileCard(oracleCard('Colossus of Sardia'));
    expect(colossus).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static' }, { kind: 'activated', during: 'your-upkeep' }] } });
    if (!colossus.ok) return;
    const abilities = colossus.definition.abilities.map((a) => (a.kind === 'activated' ? { ...a, during: undefined, sorcerySpeed: true, perTurn: 1 } : a));
    expect(describeCard({ ...colossus.definition, abilities })).toContain('{9}: Untap Colossus of Sardia. Activate only as a sorcery and only once each turn.');
  });

  it('compiles player action triggers (CR 603.2): a draw, a discard, a land tapped for mana, by who acted', () => {
    expect(compileCard(oracleCard('Underworld Dreams'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', trigger: { event: 'draws', player: 'opponent' }, effects: [{ kind: 'damage', amount: 1, to: 'trigger-player' }] }] } });
    expect(compileCard(oracleCard('Megrim'))).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'discards', player: 'opponent' } }] } });
    const barbs = compileCard(oracleCard('Manabarbs'));
    expect(barbs).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'taps-land-for-mana', player: 'any' } }] } });
    if (!barbs.ok) return;
    const [ability] = barbs.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    // Rendered from the structure: the event and the player change the words.
    expect(describeCard({ ...barbs.definition, abilities: [{ ...ability, trigger: { event: 'draws', player: 'you' } }] })).toBe('Whenever you draw a card, Manabarbs deals 1 damage to that player.');
    expect(describeCard({ ...barbs.definition, abilities: [{ ...ability, trigger: { event: 'discards', player: 'opponent' } }] })).toBe('Whenever an opponent discards a card, Manabarbs deals 1 damage to that player.');
  });

  it('compiles combat triggers (CR 603.2, 509.3): blocks or becomes blocked, becomes blocked by a creature, attacks or blocks of the source or the enchanted creature', () => {
    expect(compileCard(oracleCard('Goblin Elite Infantry'))).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'blocks-or-becomes-blocked' }, effects: [{ kind: 'pump', power: -1, toughness: -1 }] }] } });
    expect(compileCard(oracleCard('Sylvan Basilisk'))).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'becomes-blocked-by-creature' }, effects: [{ kind: 'destroy', what: 'trigger-object' }] }] } });
    const bond = compileCard(oracleCard('Contaminated Bond'));
    expect(bond).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'attacks-or-blocks', who: 'enchanted' }, effects: [{ kind: 'lose-life', amount: 3, who: 'trigger-object-controller' }] }] } });
    if (!bond.ok) return;
    const [ability] = bond.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    expect(describeCard({ ...bond.definition, abilities: [{ ...ability, trigger: { event: 'attacks-or-blocks', who: 'enchanted', when: true } }] })).toContain('When enchanted creature attacks or blocks, its controller loses 3 life.');
    const dryad = compileCard(oracleCard('Quirion Dryad'));
    expect(dryad).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'spell-cast', caster: 'you', colors: ['W', 'U', 'B', 'R'], colorsAfter: true } }] } });
    if (!dryad.ok) return;
    const [grows] = dryad.definition.abilities;
    if (grows.kind !== 'triggered') throw new Error('expected a triggered ability');
    expect(describeCard({ ...dryad.definition, abilities: [{ ...grows, trigger: { event: 'spell-cast', caster: 'opponent', colors: ['U', 'G'], colorsAfter: true } }] })).toBe("Whenever an opponent casts a spell that's blue or green, put a +1/+1 counter on Quirion Dryad.");
  });

  it('compiles "Whenever enchanted creature deals damage" and "that much" (the damage dealt, CR 603.2)', () => {
    const link = compileCard(oracleCard('Spirit Link'));
    expect(link).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'deals-damage', combat: false, to: 'any', who: 'enchanted' }, effects: [{ kind: 'gain-life', amount: 'that-much', who: 'you' }] }] } });
    if (!link.ok) return;
    const [ability] = link.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    expect(describeCard({ ...link.definition, abilities: [{ ...ability, trigger: { event: 'deals-damage', combat: true, to: 'player', who: 'enchanted' } }] })).toContain('Whenever enchanted creature deals combat damage to a player, you gain that much life.');
    // Outside a trigger there is no event to count.
    expect(compileCard({ ...oracleCard('Healing Salve'), text: 'You gain that much life.' }).ok).toBe(false);
  });

  it('compiles dies triggers with a filter read from last known information (CR 603.10a) and "each other player"', () => {
    const pact = compileCard(oracleCard('Grave Pact'));
    expect(pact).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'dies', who: 'filter', filter: { types: ['Creature'], controller: 'you' } }, effects: [{ kind: 'sacrifice-one', who: 'each-other-player' }] }] } });
    if (!pact.ok) return;
    const [ability] = pact.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    expect(describeCard({ ...pact.definition, abilities: [{ ...ability, trigger: { event: 'dies', who: 'filter', filter: { another: true, subtypes: ['Goblin'] } } }] })).toBe('Whenever another Goblin dies, each other player sacrifices a creature.');
    // A tapped state is not part of what a creature that died last looked like.
    expect(compileCard({ ...oracleCard('Grave Pact'), text: 'Whenever a tapped creature dies, each other player sacrifices a creature.' }).ok).toBe(false);
  });

  it('compiles "is put into a graveyard from the battlefield" as dies for any permanent (CR 700.4), the source named in a filtered one', () => {
    expect(compileCard(oracleCard('Chromatic Star'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana' }, { trigger: { event: 'dies', who: 'self', anyPermanent: true }, effects: [{ kind: 'draw' }] }] } });
    const beast = compileCard(oracleCard('Molder Beast'));
    expect(beast).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'dies', who: 'filter', filter: { types: ['Artifact'] }, anyPermanent: true } }] } });
    if (!beast.ok) return;
    const [ability] = beast.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    // Without anyPermanent the same trigger is a creature's "dies" (Algae Gharial's "Whenever another creature dies").
    expect(describeCard({ ...beast.definition, abilities: [{ ...ability, trigger: { event: 'dies', who: 'filter', filter: { types: ['Artifact'] } } }] })).toContain('Whenever an artifact dies, Molder Beast gets +2/+0 until end of turn.');
  });

  it('compiles looked-at cards put into the hand, on top and on the bottom or into the graveyard (CR 400.2)', () => {
    expect(compileCard(oracleCard('Telling Time'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'look-at-top', count: 3, put: 1, top: 1, those: true, rest: 'bottom' }] } } });
    expect(compileCard(oracleCard('Forbidden Alchemy'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'look-at-top', count: 4, put: 1, rest: 'graveyard' }] } } });
    const impulse = compileCard(oracleCard('Impulse'));
    expect(impulse).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'look-at-top', count: 4, put: 1, rest: 'bottom' }] } } });
    if (!impulse.ok) return;
    // One card left is "the other", without an order.
    expect(describeCard({ ...impulse.definition, spell: { targets: [], effects: [{ kind: 'look-at-top', count: 2, put: 1, rest: 'bottom' }] } })).toBe(
      'Look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.',
    );
  });

  it('compiles "Spend only black mana on X." on spells and activated abilities (CR 107.3)', () => {
    expect(compileCard(oracleCard('Consume Spirit'))).toMatchObject({ ok: true, definition: { xSpend: 'B' } });
    expect(compileCard(oracleCard('Crypt Rats'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{X}', xSpend: 'B' } }] } });
    expect(compileCard({ ...oracleCard('Consume Spirit'), text: 'Consume Spirit deals X damage to any target and you gain X life.\nSpend only black and/or red mana on X.' })).toMatchObject({ ok: true, definition: { xSpend: 'BR' } });
    expect(compileCard({ ...oracleCard('Consume Spirit'), text: 'Consume Spirit deals X damage to any target and you gain X life.\nSpend only colored mana on X.' }).ok).toBe(false);
  });

  it('compiles "Exile target …" for permanents and graveyard cards (CR 701.13a)', () => {
    expect(compileCard(oracleCard('Unmake'))).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ kind: 'exile', what: { target: 0 } }] } } });
    expect(compileCard(oracleCard('Cremate'))).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'card-in-your-graveyard', anyGraveyard: true }], effects: [{ kind: 'exile' }, { kind: 'draw' }] } } });
    // A player is not exiled.
    expect(compileCard({ ...oracleCard('Unmake'), text: 'Exile target player.' }).ok).toBe(false);
  });

  it('compiles "End the turn." (CR 723.1) on a spell and on an activated ability', () => {
    expect(compileCard(oracleCard('Time Stop'))).toMatchObject({ ok: true, definition: { spell: { targets: [], effects: [{ kind: 'end-the-turn' }] } } });
    expect(compileCard(oracleCard('Sundial of the Infinite'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', during: 'your-turn', effects: [{ kind: 'end-the-turn' }] }] } });
  });

  it('compiles "Copy target instant or sorcery spell. You may choose new targets for the copy." (CR 707.10)', () => {
    expect(compileCard(oracleCard('Twincast'))).toMatchObject({
      ok: true,
      definition: { spell: { targets: [{ kind: 'spell', filter: { types: ['Instant', 'Sorcery'] } }], effects: [{ kind: 'copy-target-spell', what: { target: 0 } }] } },
    });
    expect(compileCard(oracleCard('Nivix Guildmage'))).toMatchObject({ ok: true });
    // Only a spell is copied this way.
    expect(compileCard({ ...oracleCard('Twincast'), text: 'Copy target creature. You may choose new targets for the copy.' }).ok).toBe(false);
  });

  it('compiles "When … blocks a creature, destroy that creature and <this>" (CR 509.3b, 701.8a)', () => {
    const sentry = compileCard(oracleCard('Loyal Sentry'));
    expect(sentry).toMatchObject({ ok: true, definition: { abilities: [{ trigger: { event: 'blocks', when: true }, effects: [{ kind: 'destroy', what: 'trigger-object', and: 'self' }] }] } });
    if (!sentry.ok) return;
    const [ability] = sentry.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    expect(describeCard({ ...sentry.definition, abilities: [{ ...ability, trigger: { event: 'blocks' } }] })).toContain('Whenever Loyal Sentry blocks a creature, destroy that creature and Loyal Sentry.');
  });

  it('compiles damage triggers (CR 603.2) and discarding at random (CR 701.9b)', () => {
    expect(compileCard(oracleCard('Thieving Magpie'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', trigger: { event: 'deals-damage', combat: false, to: 'opponent' }, effects: [{ kind: 'draw' }] }] } });
    const specter = compileCard(oracleCard('Hypnotic Specter'));
    expect(specter).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', effects: [{ kind: 'discard', who: 'trigger-player', count: 1, atRandom: true }] }] } });
    if (!specter.ok) return;
    const [ability] = specter.definition.abilities;
    if (ability.kind !== 'triggered') throw new Error('expected a triggered ability');
    const combatOnly = { ...specter.definition, abilities: [{ ...ability, trigger: { event: 'deals-damage' as const, combat: true, to: 'player' as const } }] };
    expect(describeCard(combatOnly)).toContain('Whenever Hypnotic Specter deals combat damage to a player, that player discards a card at random.');
  });

  it('reads "with power 2 or less" as a comparison, not a keyword; returns all of a group to their owners\' hands; a nonland card from a revealed hand', () => {
    expect(compileCard(oracleCard('Crafty Pathmage'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', targets: [{ kind: 'permanent', filter: { types: ['Creature'], power: { atMost: 2 } } }] }] } });
    expect(compileCard(oracleCard('Evacuation'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'return-to-hand', what: { all: { types: ['Creature'] } } }] } } });
    expect(compileCard(oracleCard('Distress'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'reveal-hand-you-choose-discard', filter: 'nonland' }] } } });
  });

  it('compiles "N life for each …" (a multiple of a count)', () => {
    const chosen = compileCard(oracleCard("Ancestor's Chosen"));
    expect(chosen).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', effects: [{ kind: 'gain-life', amount: { times: 1, forEach: { cards: 'graveyard', whose: 'you' } } }] }] } });
    if (!chosen.ok) return;
    const [first, ...rest] = chosen.definition.abilities;
    if (first.kind !== 'triggered') throw new Error('expected a triggered ability');
    const perForest = { ...chosen.definition, abilities: [{ ...first, effects: [{ kind: 'lose-life' as const, who: 'you' as const, amount: { times: 2, forEach: { permanents: { subtypes: ['Forest'], controller: 'you' as const } } } }] }, ...rest] };
    expect(describeCard(perForest)).toContain("When Ancestor's Chosen enters the battlefield, you lose 2 life for each Forest you control.");
  });

  it('reads a card filter in "target … card from your graveyard" and returns such a card to the battlefield', () => {
    expect(compileCard(oracleCard('Lord of the Undead'))).toMatchObject({ ok: true, definition: { abilities: [{}, { kind: 'activated', targets: [{ kind: 'card-in-your-graveyard', filter: { subtypes: ['Zombie'] } }] }] } });
    expect(compileCard(oracleCard('Treasure Hunter'))).toMatchObject({ ok: true, definition: { abilities: [{ targets: [{ kind: 'card-in-your-graveyard', filter: { types: ['Artifact'] } }] }] } });
    expect(compileCard(oracleCard('Doomed Necromancer'))).toMatchObject({ ok: true, definition: { abilities: [{ effects: [{ kind: 'return-to-battlefield', what: { target: 0 } }] }] } });
    // Only a card in a graveyard returns to the battlefield this way.
    expect(compileCard({ ...oracleCard('Doomed Necromancer'), text: '{B}, {T}, Sacrifice Doomed Necromancer: Return target creature to the battlefield.' })).toMatchObject({ ok: false });
  });

  it('compiles a spell shuffling itself into its library (the Beacons) and doubling a life total', () => {
    expect(compileCard(oracleCard('Beacon of Destruction'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'damage' }, { kind: 'shuffle-into-library', what: 'self', join: 'sentence' }] } } });
    expect(compileCard(oracleCard('Beacon of Immortality'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'double-life', who: { target: 0 } }, { kind: 'shuffle-into-library' }] } } });
  });

  it('compiles clauses in sequence (", then"), looting among them', () => {
    const sphinx = compileCard(oracleCard('Sphinx of Magosi'));
    expect(sphinx).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', effects: [{ kind: 'draw', count: 1, who: 'you' }, { kind: 'put-counters', join: 'then' }] }] } });
    if (!sphinx.ok) return;
    const [ability] = sphinx.definition.abilities;
    if (ability.kind !== 'activated') throw new Error('expected an activated ability');
    const joined = { ...sphinx.definition, abilities: [{ ...ability, effects: [ability.effects[0], { ...ability.effects[1], join: 'and' as const }] }] };
    expect(describeCard(joined)).toContain('{2}{U}: You draw a card and put a +1/+1 counter on Sphinx of Magosi.');
    // The discard is asked after the draw has happened (a resolution resumes after its finished effects).
    expect(compileCard(oracleCard('Merfolk Looter'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', effects: [{ kind: 'draw' }, { kind: 'discard', join: 'then' }] }] } });
    expect(compileCard(oracleCard('Sift'))).toMatchObject({ ok: true });
    expect(compileCard(oracleCard('Mindculling'))).toMatchObject({ ok: true });
  });

  it('compiles milling (CR 701.13a) and renders the count from the structure', () => {
    const millstone = compileCard(oracleCard('Millstone'));
    expect(millstone).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', targets: [{ kind: 'player' }], effects: [{ kind: 'mill', count: 2, who: { target: 0 } }] }] } });
    if (!millstone.ok) return;
    const [ability] = millstone.definition.abilities;
    if (ability.kind !== 'activated') throw new Error('expected an activated ability');
    const more = { ...millstone.definition, abilities: [{ ...ability, effects: [{ kind: 'mill' as const, count: 5, who: { target: 0 } }] }] };
    expect(describeCard(more)).toContain('Target player mills five cards.');
  });

  it('compiles "can\'t block this turn" as a turn-long restriction (CR 509.1b) and renders its kind', () => {
    const stun = compileCard(oracleCard('Stun'));
    expect(stun).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'restrict-this-turn', what: { target: 0 }, restriction: 'cant-block' }, { kind: 'draw' }] } } });
    if (!stun.ok || !stun.definition.spell) return;
    const [restrict, draw] = stun.definition.spell.effects;
    const unblockable = { ...stun.definition, spell: { ...stun.definition.spell, effects: [{ ...restrict, restriction: 'cant-be-blocked' as const }, draw] } };
    expect(describeCard(unblockable)).toContain("Target creature can't be blocked this turn.");
  });

  it('compiles an edict ("Target opponent sacrifices a creature", CR 701.17a) and renders its filter', () => {
    const edict = compileCard(oracleCard('Cruel Edict'));
    expect(edict).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'opponent' }], effects: [{ kind: 'sacrifice-one', who: { target: 0 }, filter: { types: ['Creature'] } }] } } });
    if (!edict.ok || !edict.definition.spell) return;
    const [effect] = edict.definition.spell.effects;
    if (effect.kind !== 'sacrifice-one') throw new Error('expected an edict');
    const artifactInstead = { ...edict.definition, spell: { ...edict.definition.spell, effects: [{ ...effect, filter: { types: ['Artifact' as const] } }] } };
    expect(describeCard(artifactInstead)).toContain('Target opponent sacrifices an artifact.');
  });

  it('compiles a planeswalker: its loyalty and loyalty abilities with their costs (CR 306.5b, 606.4)', () => {
    const sarkhan = compileCard(oracleCard('Sarkhan Vol'));
    expect(sarkhan).toMatchObject({
      ok: true,
      definition: {
        types: ['Planeswalker'],
        loyalty: 4,
        abilities: [
          { kind: 'activated', cost: { loyalty: 1 }, effects: [{ kind: 'pump', what: { all: { types: ['Creature'], controller: 'you' } }, power: 1, toughness: 1, keywords: ['haste'] }] },
          { kind: 'activated', cost: { loyalty: -2 }, targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }] },
          { kind: 'activated', cost: { loyalty: -6 }, effects: [{ kind: 'create-tokens', count: 5 }] },
        ],
      },
    });
    expect(cardStanding(oracleCard('Sarkhan Vol'), () => undefined).playable).toBe(true);
  });

  it('compiles a plural group of permanents as a filter ("Creatures you control get +3/+3 and gain trample")', () => {
    expect(compileCard(oracleCard('Overrun'))).toMatchObject({
      ok: true,
      definition: { spell: { targets: [], effects: [{ kind: 'pump', what: { all: { types: ['Creature'], controller: 'you' } }, power: 3, toughness: 3, keywords: ['trample'] }] } },
    });
    expect(cardStanding(oracleCard('Overrun'), () => undefined).playable).toBe(true);
  });

  it('compiles spell-cast triggers by caster and colour ("Whenever a player casts a white spell", CR 601.2i)', () => {
    expect(compileCard(oracleCard("Angel's Feather"))).toMatchObject({
      ok: true,
      definition: { abilities: [{ kind: 'triggered', trigger: { event: 'spell-cast', caster: 'any', colors: ['W'] }, effects: [{ kind: 'may' }] }] },
    });
    const feather = compileCard(oracleCard("Angel's Feather"));
    if (!feather.ok) throw new Error(feather.reason);
    const trigger = feather.definition.abilities[0] as { trigger: object };
    trigger.trigger = { event: 'spell-cast', caster: 'opponent', colors: ['U', 'R'] };
    expect(describeCard(feather.definition)).toBe('Whenever an opponent casts a blue or red spell, you may gain 1 life.');
    trigger.trigger = { event: 'spell-cast', caster: 'you' };
    expect(describeCard(feather.definition)).toBe('Whenever you cast a spell, you may gain 1 life.');
  });

  it('compiles modes with their own targets and renders them back from the structure (CR 700.2)', () => {
    const abrade = compileCard(oracleCard('Abrade'));
    expect(abrade).toMatchObject({
      ok: true,
      definition: {
        spell: {
          targets: [],
          effects: [],
          modes: {
            choose: 'one',
            options: [
              { targets: [{ kind: 'permanent', filter: { types: ['Creature'] } }], effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }] },
              { targets: [{ kind: 'permanent', filter: { types: ['Artifact'] } }], effects: [{ kind: 'destroy', what: { target: 0 } }] },
            ],
          },
        },
      },
    });
    if (!abrade.ok || !abrade.definition.spell?.modes) throw new Error('not modal');
    const both = { ...abrade.definition, spell: { ...abrade.definition.spell, modes: { ...abrade.definition.spell.modes, choose: 'one-or-both' as const } } };
    expect(describeCard(both).split('\n')[0]).toBe('Choose one or both \u2014');
    expect(describeCard(abrade.definition)).toBe('Choose one \u2014\n\u2022 Abrade deals 3 damage to target creature.\n\u2022 Destroy target artifact.');
  });

  it('compiles "Choose two —" over three modes or more (CR 700.2, 700.2d: two different modes)', () => {
    const command = compileCard(oracleCard("Kolaghan's Command"));
    expect(command).toMatchObject({ ok: true, definition: { spell: { modes: { choose: 'two', options: [{}, {}, {}, {}] } } } });
    for (const name of ["Kolaghan's Command", 'Lorehold Command', 'Primal Command', "Silumgar's Command"]) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    expect(modeChoices('two', 4)).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
    if (!command.ok || !command.definition.spell?.modes) throw new Error('not modal');
    expect(modeChoiceError(command.definition.spell, [1, 1])).toMatch(/^choose two different modes/);
    expect(modeChoiceError(command.definition.spell, [3, 1])).not.toBeNull();
    expect(modeChoiceError(command.definition.spell, [1, 3])).toBeNull();
    const one = { ...command.definition, spell: { ...command.definition.spell, modes: { ...command.definition.spell.modes, choose: 'one' as const } } };
    expect(describeCard(one).split('\n')[0]).toBe('Choose one \u2014');
    // Two modes to choose two of is no choice: not compiled.
    const bear = { ...oracleCard('Shock'), name: 'Test Shock' };
    expect(compileCard({ ...bear, text: 'Choose two \u2014\n\u2022 Test Shock deals 2 damage to any target.\n\u2022 Destroy target artifact.' })).toMatchObject({ ok: false });
  });

  it('compiles "can\'t be blocked", "doesn\'t untap", "enters with counters" and "Whenever … attacks"', () => {
    expect(compileCard(oracleCard('Azorius Knight-Arbiter'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'cant-be-blocked', affected: { kind: 'self' } } }] } });
    expect(compileCard(oracleCard('Battered Golem'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'doesnt-untap', affected: { kind: 'self' } } }, { kind: 'triggered' }] } });
    expect(compileCard(oracleCard('Adaptive Shimmerer'))).toMatchObject({ ok: true, definition: { entersWithCounters: [{ counter: '+1/+1', count: 3 }] } });
    expect(compileCard(oracleCard('Benalish Veteran'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', trigger: { event: 'attacks' }, effects: [{ kind: 'pump', what: 'self' }] }] } });
    for (const name of ['Azorius Knight-Arbiter', 'Battered Golem', 'Adaptive Shimmerer', 'Benalish Veteran']) expect(cardStanding(oracleCard(name), () => undefined).playable).toBe(true);
  });

  it('compiles tapping (one target or a group) and "can block only creatures with flying" as a filter', () => {
    expect(compileCard(oracleCard('Blinding Light'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'tap', what: { all: { types: ['Creature'], notColors: ['W'] } } }] } } });
    expect(compileCard(oracleCard('Cloud Sprite'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'can-block-only', filter: { types: ['Creature'], withKeywords: ['flying'] } } }] } });
    for (const name of ['Blinding Light', 'Cloud Sprite', 'Icy Manipulator']) expect(cardStanding(oracleCard(name), () => undefined).playable).toBe(true);
  });

  it('compiles "all creatures able to block … do so" (CR 509.1c) and "can\'t be the target of blue or black spells" (CR 601.2c) from structure', () => {
    expect(compileCard(oracleCard('Lure'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'must-be-blocked', affected: { kind: 'enchanted' } } }] } });
    expect(compileCard(oracleCard('Karplusan Strider'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'cant-be-targeted-by-spells', affected: { kind: 'self' }, spells: { colors: ['U', 'B'] } } }] } });
    for (const name of ['Lure', 'Elvish Bard', "Seton's Desire", 'Nemesis Mask', 'Karplusan Strider']) expect(cardStanding(oracleCard(name), () => undefined).playable).toBe(true);
    const strider = compileCard(oracleCard('Karplusan Strider'));
    if (!strider.ok) throw new Error(strider.reason);
    const changed = { ...strider.definition, abilities: [{ kind: 'static' as const, effect: { kind: 'cant-be-targeted-by-spells' as const, affected: { kind: 'self' as const }, spells: { colors: ['R' as const], types: ['Instant' as const] } } }] };
    expect(describeCard(changed)).toBe("Karplusan Strider can't be the target of red instant spells.");
  });

  it('compiles what an Aura enchants as a filter, and "enchanted land/permanent" after it (CR 702.5a)', () => {
    const enchantOf = (name: string) => {
      const r = compileCard(oracleCard(name));
      if (!r.ok) throw new Error(r.reason);
      expect(checkCardText(r.definition, oracleCard(name).text)).toEqual([]);
      return r.definition.enchant;
    };
    expect(enchantOf('Annex')).toEqual({ types: ['Land'] });
    expect(enchantOf('Confiscate')).toEqual({});
    expect(enchantOf('Cartouche of Knowledge')).toEqual({ types: ['Creature'], controller: 'you' });
    expect(enchantOf('Ice Over')).toEqual({ types: ['Artifact', 'Creature'] });
    expect(enchantOf("Runner's Bane")).toEqual({ types: ['Creature'], power: { atMost: 3 } });
    expect(enchantOf('Dehydration')).toEqual({ types: ['Creature'] });
    // The noun after "enchanted" follows the enchant ability: a land Aura cannot say "enchanted creature".
    const wrongNoun = compileCard({ ...oracleCard('Annex'), text: 'Enchant land\nYou control enchanted creature.' });
    expect(wrongNoun.ok && checkCardText(wrongNoun.definition, 'Enchant land\nYou control enchanted creature.')).not.toEqual([]);
  });

  it('compiles "as long as" statics (CR 611.3a) with their condition before or after, and ability words of their condition (CR 207.2c)', () => {
    expect(compileCard(oracleCard('Anurid Barkripper'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', abilityWord: 'threshold', condition: { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } }, effect: { kind: 'modify-pt', power: 2, toughness: 2 } }] } });
    expect(compileCard(oracleCard('Ahn-Crop Invader'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', conditionFirst: true, condition: { kind: 'turn', yours: true }, effect: { kind: 'grant-keywords', keywords: ['first strike'] } }, { kind: 'activated' }] } });
    expect(compileCard(oracleCard('Scoria Cat'))).toMatchObject({ ok: true, definition: { abilities: [{ condition: { kind: 'control', filter: { types: ['Land'], tapped: false }, count: { atMost: 0 } } }] } });
    expect(compileCard(oracleCard('Grasping Scoundrel'))).toMatchObject({ ok: true, definition: { abilities: [{ condition: { kind: 'self', state: 'attacking' } }] } });
    // One condition for the whole sentence: both statics carry it, the first prints it.
    const sunchaser = compileCard(oracleCard('Auriok Sunchaser'));
    expect(sunchaser).toMatchObject({ ok: true, definition: { abilities: [{ abilityWord: 'metalcraft', conditionFirst: true, effect: { kind: 'modify-pt' } }, { continues: true, condition: { kind: 'control', count: { atLeast: 3 } }, effect: { kind: 'grant-keywords' } }] } });
    const names = ['Anurid Barkripper', 'Ahn-Crop Invader', 'Scoria Cat', 'Grasping Scoundrel', 'Auriok Sunchaser', "Demon's Jester", 'Juniper Order Advocate', 'Mesa Lynx', 'Ashenmoor Cohort', 'Akki Underling'];
    for (const name of names) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    // The rendering comes from the structure: another condition, another place, another word.
    if (!sunchaser.ok) throw new Error('Auriok Sunchaser');
    const [head, tail] = sunchaser.definition.abilities as StaticAbility[];
    const hellbent = { kind: 'cards', zone: 'hand', count: { atMost: 0 } } as const;
    const changed = { ...sunchaser.definition, abilities: [{ ...head, condition: hellbent, abilityWord: 'hellbent' as const }, { ...tail, condition: hellbent }] };
    expect(describeCard(changed)).toBe('Hellbent \u2014 As long as you have no cards in hand, Auriok Sunchaser gets +2/+2 and has flying.');
    const after = { ...changed, abilities: [{ ...changed.abilities[0], conditionFirst: undefined, abilityWord: undefined, condition: { kind: 'self', state: 'untapped' } as const }, { ...tail, condition: { kind: 'self', state: 'untapped' } as const }] };
    expect(describeCard(after)).toBe("Auriok Sunchaser gets +2/+2 and has flying as long as it's untapped.");
    // A condition the engine does not read, and an ability word over another condition, do not compile.
    const bear = { ...oracleCard('Grizzly Bears'), name: 'Test Bear' };
    expect(compileCard({ ...bear, text: 'Test Bear gets +1/+1 as long as defending player controls an artifact.' })).toMatchObject({ ok: false, reason: 'no template' });
    expect(compileCard({ ...bear, text: 'Metalcraft \u2014 Test Bear gets +1/+1 as long as seven or more cards are in your graveyard.' })).toMatchObject({ ok: false, reason: 'no template' });
    expect(compileCard({ ...bear, text: 'Threshold \u2014 Test Bear gets +1/+1 as long as seven or more cards are in your graveyard.' })).toMatchObject({ ok: true });
  });

  it('compiles a spell\'s "Threshold — … instead if …" line as a replacing alternative (CR 207.2c, 614.1a)', () => {
    const blast = compileCard(oracleCard('Thermal Blast'));
    expect(blast).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'permanent' }], effects: [{ kind: 'instead-if', abilityWord: 'threshold', effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }], instead: [{ kind: 'damage', amount: 5, to: { target: 0 } }] }] } } });
    expect(compileCard(oracleCard('Cabal Ritual'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'instead-if', effects: [{ kind: 'add-mana' }], instead: [{ kind: 'add-mana' }] }] } } });
    for (const name of ['Thermal Blast', 'Cabal Ritual', 'Grizzly Fate']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    // The ability word must label its own condition; the rendering comes from the structure.
    const shock = { ...oracleCard('Thermal Blast'), name: 'Test Blast' };
    expect(compileCard({ ...shock, text: 'Test Blast deals 3 damage to target creature.\nMetalcraft \u2014 Test Blast deals 5 damage instead if seven or more cards are in your graveyard.' })).toMatchObject({ ok: false });
    if (!blast.ok) throw new Error('Thermal Blast');
    const [alt] = blast.definition.spell!.effects as Extract<Effect, { kind: 'instead-if' }>[];
    expect(describeCard({ ...blast.definition, spell: { ...blast.definition.spell!, effects: [{ ...alt, abilityWord: 'hellbent' }] } })).toBe('Thermal Blast deals 3 damage to target creature.\nHellbent \u2014 Thermal Blast deals 5 damage instead if you have no cards in hand.');
  });

  it('compiles the ability word "Landfall —" over a land entering the battlefield under your control (CR 207.2c, 603.2)', () => {
    const hellhound = compileCard(oracleCard('Akoum Hellhound'));
    expect(hellhound).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', abilityWord: 'landfall', trigger: { event: 'enters-battlefield', who: 'filter', filter: { types: ['Land'], controller: 'you' }, underYourControl: true }, effects: [{ kind: 'pump', what: 'self', power: 2, toughness: 2 }] }] } });
    for (const name of ['Akoum Hellhound', 'Baloth Woodcrasher', 'Adventuring Gear', 'Hedron Crab', 'Emeria Angel']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    if (!hellhound.ok) throw new Error('Akoum Hellhound');
    // The word is rendered from the structure: without it the line has none, with its trigger changed it is refused.
    const ability = hellhound.definition.abilities[0] as Extract<AbilityDefinition, { kind: 'triggered' }>;
    expect(describeCard({ ...hellhound.definition, abilities: [{ ...ability, abilityWord: undefined }] })).toBe('Whenever a land enters the battlefield under your control, Akoum Hellhound gets +2/+2 until end of turn.');
    const creatureEnters: typeof ability = { ...ability, trigger: { event: 'enters-battlefield', who: 'filter', filter: { types: ['Creature'], controller: 'you' }, underYourControl: true } };
    expect(cardDefinitionProblems(JSON.parse(JSON.stringify({ ...hellhound.definition, abilities: [creatureEnters] })))).toEqual(['abilities[0].abilityWord: labels an ability triggered by a land entering the battlefield under your control']);
    // Landfall over another trigger does not compile.
    const bear = { ...oracleCard('Grizzly Bears'), name: 'Test Bear' };
    expect(compileCard({ ...bear, text: 'Landfall \u2014 Whenever a creature enters the battlefield under your control, Test Bear gets +2/+2 until end of turn.' })).toMatchObject({ ok: false });
    expect(compileCard({ ...bear, text: 'Landfall \u2014 Whenever a land enters the battlefield under your control, Test Bear gets +2/+2 until end of turn.' })).toMatchObject({ ok: true });
  });

  it('compiles renown N as a counted keyword (CR 702.112a) whose number the rendering reads', () => {
    const castellan = compiledWithRoundTrip('Citadel Castellan');
    expect(castellan.keywords).toEqual(['vigilance', 'renown 2']);
    for (const name of ['Topan Freeblade', 'Outland Colossus', 'Undercity Troll', 'War Oracle']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    expect(describeCard({ ...castellan, keywords: ['vigilance', 'renown 3'], layout: [{ keywords: ['vigilance'] }, { keywords: ['renown 3'] }] })).toBe('Vigilance\nRenown 3');
  });

  it('compiles ward with a mana cost, "Ward—Pay N life." and "Ward—Discard a card." as keywords carrying their cost (CR 702.21a), printed or given', () => {
    expect(compiledWithRoundTrip('Waterfall Aerialist').keywords).toEqual(['flying', 'ward {2}']);
    const shieldmage = compiledWithRoundTrip('Owlin Shieldmage');
    expect(shieldmage.keywords).toEqual(['flying', 'ward—pay 3 life']);
    expect(compiledWithRoundTrip('A-Kargan Warleader').abilities[1]).toMatchObject({ kind: 'static', effect: { kind: 'grant-keywords', affected: { kind: 'group', filter: { another: true, subtypes: ['Warrior'] } }, keywords: ['ward {1}'] } });
    for (const name of ['Rimeshield Frost Giant', 'Patchwork Automaton', 'Winged Boots']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    const bear = { ...oracleCard('Grizzly Bears'), name: 'Test Bear' };
    expect(compileCard({ ...bear, text: 'Ward\u2014Discard a card.' })).toMatchObject({ ok: true, definition: { keywords: ['ward\u2014discard a card'] } });
    // The number in the definition is the one rendered.
    expect(describeCard({ ...shieldmage, keywords: ['flying', 'ward\u2014pay 4 life'], layout: [{ keywords: ['flying'] }, { keywords: ['ward\u2014pay 4 life'] }] })).toBe('Flying\nWard\u2014Pay 4 life.');
    expect(describeCard({ ...compiledWithRoundTrip('Rimeshield Frost Giant'), keywords: ['ward {5}'], layout: [{ keywords: ['ward {5}'] }] })).toBe('Ward {5}');
    // A cost ward does not pay, X, and ward on an instant are refused; so is a keyword of an unpaid cost in a definition.
    for (const text of ['Ward {X}', 'Ward\u2014Sacrifice a creature.', 'Ward\u2014pay 3 life.', 'Ward \u2014 Pay 2 life.']) expect([text, compileCard({ ...bear, text }).ok]).toEqual([text, false]);
    expect(compileCard({ ...oracleCard('Shock'), text: 'Ward {2}' })).toMatchObject({ ok: false });
    expect(cardDefinitionProblems(JSON.parse(JSON.stringify({ ...shieldmage, keywords: ['ward {0}'] })))).toEqual([expect.stringMatching(/^keywords\[0\]: "ward \{0\}" is not one of .*, nor ward with a cost it pays$/)]);
  });

  it('keeps whether a trigger that names its source calls it by name again or "it" (CR 201.4)', () => {
    const launch = compiledWithRoundTrip('Launch');
    const cockroaches = compiledWithRoundTrip('Endless Cockroaches');
    const trigger = launch.abilities.find((a) => a.kind === 'triggered') as Extract<AbilityDefinition, { kind: 'triggered' }>;
    expect(trigger).toMatchObject({ trigger: { event: 'dies', who: 'self', anyPermanent: true }, effects: [{ kind: 'return-to-hand', what: 'self' }], selfByName: true });
    expect(cockroaches.abilities[0]).not.toHaveProperty('selfByName');
    expect(describeCard({ ...launch, abilities: launch.abilities.map((a) => (a === trigger ? { ...trigger, selfByName: undefined } : a)) }).split('\n').pop()).toBe("When Launch is put into a graveyard from the battlefield, return it to its owner's hand.");
    for (const name of ['Rancor', 'Brilliant Halo', 'Shivan Phoenix', 'Spark Mage']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
  });

  it('compiles "create a Treasure token" as a predefined token (CR 111.10a) whose count the rendering reads', () => {
    const sailor = compiledWithRoundTrip('Sailor of Means');
    const trigger = sailor.abilities[0] as Extract<AbilityDefinition, { kind: 'triggered' }>;
    expect(trigger.effects).toEqual([{ kind: 'create-predefined-tokens', count: 1, token: 'Treasure' }]);
    expect(describeCard({ ...sailor, abilities: [{ ...trigger, effects: [{ kind: 'create-predefined-tokens', count: 2, token: 'Treasure' }] }] })).toBe('When Sailor of Means enters the battlefield, create two Treasure tokens.');
    for (const name of ['Brazen Freebooter', 'Gleaming Barrier', 'Strike It Rich', 'Revel in Riches']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    expect(cardDefinitionProblems(JSON.parse(JSON.stringify({ ...sailor, abilities: [{ ...trigger, effects: [{ kind: 'create-predefined-tokens', count: 1, token: 'Clue' }] }] })))).toEqual(['abilities[0].effects[0].token: "Clue" is not one of "Treasure"']);
  });

  it('compiles "As ~ enters the battlefield, choose a color/player." (CR 614.12) and protection from the choice (CR 702.16a, 702.16k)', () => {
    expect(compileCard(oracleCard('Voice of All'))).toMatchObject({ ok: true, definition: { entersChoosing: 'color', abilities: [{ kind: 'static', effect: { kind: 'grant-keywords', affected: { kind: 'self' }, keywords: ['protection from the chosen color'] } }] } });
    expect(compileCard(oracleCard('True-Name Nemesis'))).toMatchObject({ ok: true, definition: { entersChoosing: 'player' } });
    for (const name of ['Voice of All', 'Order of the Stars', 'True-Name Nemesis', 'Holy Mantle', 'Guildscorn Ward']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    // The rendering comes from the structure: another choice, another line.
    const voice = compileCard(oracleCard('Voice of All'));
    if (!voice.ok) throw new Error('Voice of All');
    expect(describeCard({ ...voice.definition, entersChoosing: 'player' })).toContain('As Voice of All enters the battlefield, choose a player.');
    // CR 702.16c: "This effect doesn't remove [this Aura]" is data on the grant, rendered back from it.
    expect(compileCard(oracleCard("Cho-Manno's Blessing"))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'grant-keywords', sparesSource: true } }] } });
    // An effect granting the choice does not read it yet: Floating Shield does not compile.
    expect(compileCard(oracleCard('Floating Shield'))).toMatchObject({ ok: false });
    // Only a colour or a player is chosen; another choice does not compile.
    expect(compileCard({ ...oracleCard('Voice of All'), text: 'As Voice of All enters the battlefield, choose a creature type.' })).toMatchObject({ ok: false });
  });

  it('compiles static prevention as data: damage to / by / to and by one object, combat or all (CR 615.1a)', () => {
    const staticOf = (name: string) => {
      const r = compileCard(oracleCard(name));
      if (!r.ok) throw new Error(r.reason);
      expect(checkCardText(r.definition, oracleCard(name).text)).toEqual([]);
      return r.definition.abilities.map((a) => (a.kind === 'static' ? a.effect : null)).filter((e) => e?.kind === 'prevent-damage');
    };
    expect(staticOf('Cho-Manno, Revolutionary')).toEqual([{ kind: 'prevent-damage', affected: { kind: 'self' }, direction: 'to' }]);
    expect(staticOf('Heart of Light')).toEqual([{ kind: 'prevent-damage', affected: { kind: 'enchanted' }, direction: 'to-and-by' }]);
    expect(compileCard({ ...oracleCard('Cho-Manno, Revolutionary'), text: 'Prevent all damage that would be dealt to target creature.' }).ok).toBe(false);
  });

  it('compiles rule-changing statics of players as data (CR 604.1) and renders them from the structure', () => {
    const ruleOf = compiledWithRoundTrip;
    const effects = (def: CardDefinition) => def.abilities.map((a) => (a.kind === 'static' ? a.effect : null));
    expect(effects(ruleOf('Spellbook'))).toEqual([{ kind: 'player-rule', players: 'you', rule: 'no-maximum-hand-size' }]);
    expect(effects(ruleOf('True Believer'))).toEqual([{ kind: 'player-rule', players: 'you', rule: 'shroud' }]);
    expect(effects(ruleOf('Telepathy'))).toEqual([{ kind: 'player-rule', players: 'opponents', rule: 'hands-revealed' }]);
    expect(effects(ruleOf('Steel Golem'))).toEqual([{ kind: 'player-rule', players: 'you', rule: 'cant-cast-creature-spells' }]);
    expect(effects(ruleOf('Rule of Law'))).toEqual([{ kind: 'player-rule', players: 'each', rule: 'one-spell-each-turn' }]);
    expect(effects(ruleOf("Gaea's Herald"))).toEqual([{ kind: 'spells-cant-be-countered', types: ['Creature'] }]);
    expect(effects(ruleOf('Upwelling'))).toEqual([{ kind: 'player-rule', players: 'all', rule: 'keeps-unspent-mana' }]);
    expect(effects(ruleOf('Crucible of Worlds'))).toEqual([{ kind: 'player-rule', players: 'you', rule: 'play-lands-from-graveyard' }]);
    expect(effects(ruleOf('Seedborn Muse'))).toEqual([{ kind: 'player-rule', players: 'you', rule: 'untaps-during-others-untap-steps' }]);
    expect(effects(ruleOf('Root Maze'))).toEqual([{ kind: 'enters-tapped', types: ['Artifact', 'Land'] }]);
    const silence = ruleOf('Aura of Silence');
    expect(effects(silence)[0]).toEqual({ kind: 'spell-cost', players: 'opponents', types: ['Artifact', 'Enchantment'], generic: 2 });
    expect(describeCard({ ...silence, abilities: [{ kind: 'static', effect: { kind: 'spell-cost', players: 'you', types: ['Creature'], generic: -1 } }] })).toBe('Creature spells you cast cost {1} less to cast.');
    const crucible = ruleOf('Crucible of Worlds');
    expect(describeCard({ ...crucible, abilities: [{ kind: 'static', effect: { kind: 'player-rule', players: 'opponents', rule: 'play-lands-from-graveyard' } }] })).toBe('Your opponents may play lands from their graveyards.');
    const law = ruleOf('Rule of Law');
    const changed = { ...law, abilities: [{ kind: 'static' as const, effect: { kind: 'player-rule' as const, players: 'opponents' as const, rule: 'one-spell-each-turn' as const } }] };
    expect(describeCard(changed)).toBe("Your opponents can't cast more than one spell each turn.");
    const herald = ruleOf("Gaea's Herald");
    expect(describeCard({ ...herald, abilities: [{ kind: 'static', effect: { kind: 'spells-cant-be-countered', types: ['Artifact'] } }] })).toBe("Artifact spells can't be countered.");
  });

  it('compiles combat statics on any affected object: attacks each combat, blockable only by filters, at most N blockers (CR 508.1d, 509.1b)', () => {
    const compiled = compiledWithRoundTrip;
    const effects = (def: CardDefinition) => def.abilities.flatMap((a) => (a.kind === 'static' ? [a.effect] : []));
    expect(effects(compiled('Uncontrollable Anger'))[1]).toEqual({ kind: 'attacks-each-combat', affected: { kind: 'enchanted' } });
    expect(effects(compiled('Treetop Bracers'))[1]).toEqual({ kind: 'cant-be-blocked-except', affected: { kind: 'enchanted' }, blockers: [{ types: ['Creature'], withKeywords: ['flying'] }] });
    expect(effects(compiled('Elven Riders'))).toEqual([{ kind: 'cant-be-blocked-except', affected: { kind: 'self' }, blockers: [{ subtypes: ['Wall'] }, { types: ['Creature'], withKeywords: ['flying'] }] }]);
    expect(effects(compiled('Sea Monster'))).toEqual([{ kind: 'cant-attack-unless-defender-controls', affected: { kind: 'self' }, filter: { subtypes: ['Island'] } }]);
    const tiger = compiled('Stalking Tiger');
    expect(effects(tiger)).toEqual([{ kind: 'max-blockers', affected: { kind: 'self' }, count: 1 }]);
    expect(describeCard({ ...tiger, abilities: [{ kind: 'static', effect: { kind: 'max-blockers', affected: { kind: 'self' }, count: 2 } }] })).toBe("Stalking Tiger can't be blocked by more than two creatures.");
  });

  it('compiles {Q} (CR 107.6) and removing counters from the source (CR 118.3) as parts of a cost, rendered from the structure', () => {
    expect(compileCard(oracleCard('Patrol Signaler'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{1}{W}', untap: true } }] } });
    const feeder = compileCard(oracleCard('Spike Feeder'));
    expect(feeder).toMatchObject({ ok: true, definition: { abilities: [{ cost: { mana: '{2}', removeCounters: { counter: '+1/+1', count: 1 } } }, { cost: { removeCounters: { counter: '+1/+1', count: 1 } } }] } });
    for (const name of ['Patrol Signaler', 'Spike Feeder', 'Mindless Automaton', 'Etched Monstrosity']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    if (!feeder.ok) throw new Error('Spike Feeder');
    const ability = feeder.definition.abilities[1];
    if (ability.kind !== 'activated') throw new Error('Spike Feeder');
    const changed = { ...feeder.definition, abilities: [{ ...ability, cost: { untap: true, removeCounters: { counter: '-1/-1', count: 2 } } }] };
    expect(describeCard(changed).split('\n')[1]).toBe('{Q}, Remove two -1/-1 counters from Spike Feeder: You gain 2 life.');
    // A counter the engine does not read is refused.
    expect(compileCard({ ...oracleCard('Spike Feeder'), name: 'Test', text: 'Remove a charge counter from Test: You gain 2 life.' })).toMatchObject({ ok: false });
  });

  it('compiles damage to a filter and each player, to a target and to you, and 1/2/3 damage to three different targets (CR 115.3, 120.3)', () => {
    const hurricane = roundTripped('Hurricane');
    expect(hurricane.spell?.effects).toEqual([{ kind: 'damage', amount: 'X', to: { each: { types: ['Creature'], withKeywords: ['flying'] } }, alsoTo: 'each-player' }]);
    const artillery = roundTripped('Orcish Artillery');
    expect(artillery.abilities[0]).toMatchObject({ targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: 2, to: { target: 0 }, more: [{ amount: 3, to: 'you' }] }] });
    const cone = roundTripped('Cone of Flame');
    expect(cone.spell?.targets).toEqual([{ kind: 'any' }, { kind: 'any', another: true }, { kind: 'any', another: true }]);
    expect(roundTripped('Bloodfire Colossus').abilities[0]).toMatchObject({ effects: [{ kind: 'damage', amount: 6, to: 'each-creature', alsoTo: 'each-player' }] });
    // The text follows the structure: another amount, a recipient left out, a fourth target.
    const changed: CardDefinition = { ...hurricane, spell: { targets: [], effects: [{ kind: 'damage', amount: 'X', to: { each: { types: ['Creature'], withoutKeywords: ['flying'] } }, alsoTo: 'each-player' }] } };
    expect(describeCard(changed)).toBe('Hurricane deals X damage to each creature without flying and each player.');
    expect(describeCard({ ...hurricane, spell: { targets: [], effects: [{ kind: 'damage', amount: 4, to: 'each-player' }] } })).toBe('Hurricane deals 4 damage to each player.');
    const four: CardDefinition = { ...cone, spell: { targets: [...cone.spell!.targets, { kind: 'any', another: true }], effects: [{ ...cone.spell!.effects[0], more: [...((cone.spell!.effects[0] as { more: unknown[] }).more as never[]), { amount: 4, to: { target: 3 } }] } as never] } };
    expect(describeCard(four)).toBe('Cone of Flame deals 1 damage to any target, 2 damage to another target, 3 damage to a third target, and 4 damage to a fourth target.');
  });

  it('compiles "becomes an N/N … creature until end of turn. It\'s still a land." as one effect, rendered from the structure (CR 205.1b, 613.1d-f)', () => {
    const village = compileCard(oracleCard('Treetop Village'));
    expect(village).toMatchObject({
      ok: true,
      definition: { abilities: [{ kind: 'mana' }, { kind: 'activated', effects: [{ kind: 'become-creature-until-end-of-turn', what: 'self', power: 3, toughness: 3, colors: ['G'], subtypes: ['Ape'], types: ['Creature'], keywords: ['trample'], still: 'Land' }] }] },
    });
    for (const name of ['Faerie Conclave', 'Forbidding Watchtower', 'Ghitu Encampment', 'Treetop Village']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    if (!village.ok) throw new Error('Treetop Village');
    const ability = village.definition.abilities[1];
    if (ability.kind !== 'activated') throw new Error('Treetop Village');
    const changed = { ...village.definition, abilities: [village.definition.abilities[0], { ...ability, effects: [{ kind: 'become-creature-until-end-of-turn' as const, what: 'self' as const, power: 8, toughness: 8, colors: ['G' as const, 'U' as const], subtypes: ['Elf', 'Warrior'], types: ['Artifact' as const, 'Creature' as const] }] }] };
    expect(describeCard(changed).split('\n')[2]).toBe('{1}{G}: Treetop Village becomes an 8/8 green and blue Elf Warrior artifact creature until end of turn.');
    // A quoted ability it gains (CR 113.1a, 613.1f) after its keywords, calling the creature "this creature".
    expect(compileCard(oracleCard('Spawning Pool'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'mana' }, { kind: 'activated', effects: [{ kind: 'become-creature-until-end-of-turn', abilities: [{ kind: 'activated', cost: { mana: '{B}' }, effects: [{ kind: 'regenerate', what: 'self' }] }] }] }] } });
    expect(cardStanding(oracleCard('Spawning Pool'), () => undefined).playable).toBe(true);
    const withFlying = { ...changed, abilities: [changed.abilities[0], { ...ability, effects: [{ ...(ability.effects[0] as object), keywords: ['flying'], abilities: [{ kind: 'mana', cost: { tap: true }, produce: 'G' }] } as never] }] };
    expect(describeCard(withFlying).split('\n')[2]).toBe('{1}{G}: Treetop Village becomes a 3/3 green Ape creature with flying and "{T}: Add {G}" until end of turn. It\'s still a land.');
    // Statics granting one (CR 613.1f): the object is "this creature", "this land", as the affected objects are.
    expect(compileCard(oracleCard('Joiner Adept'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'static', effect: { kind: 'grant-ability', affected: { kind: 'group', filter: { types: ['Land'], controller: 'you' } }, ability: { kind: 'mana', produce: 'WUBRG', oneOf: true } } }] } });
    for (const name of ['Joiner Adept', 'Arcane Teachings', 'Barbed Field', 'Zombie Master']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    // X chosen on activation (CR 602.2b): an X/X that keeps its artifact type (205.1b).
    expect(compileCard(oracleCard('Chimeric Staff'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{X}' }, effects: [{ kind: 'become-creature-until-end-of-turn', power: 'X', toughness: 'X', subtypes: ['Construct'], types: ['Artifact', 'Creature'] }] }] } });
    expect(cardStanding(oracleCard('Chimeric Staff'), () => undefined).playable).toBe(true);
  });

  it('compiles "can\'t be regenerated" riders: on destruction, and on a creature dealt damage this turn (CR 701.15b)', () => {
    const incinerate = compileCard(oracleCard('Incinerate'));
    expect(incinerate).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'damage', amount: 3, to: { target: 0 }, cantRegenerate: true }] } } });
    const nekrataal = compileCard(oracleCard('Nekrataal'));
    expect(nekrataal).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'triggered', effects: [{ kind: 'destroy', what: { target: 0 }, noRegeneration: true, calls: 'that creature' }] }] } });
    if (!incinerate.ok || !nekrataal.ok) throw new Error('Incinerate, Nekrataal');
    for (const name of ['Incinerate', 'Nekrataal']) expect([name, cardStanding(oracleCard(name), () => undefined).playable]).toEqual([name, true]);
    const { calls, ...terror } = (nekrataal.definition.abilities[0] as { effects: Record<string, unknown>[] }).effects[0];
    expect(calls).toBe('that creature');
    expect(describeCard({ ...nekrataal.definition, abilities: [{ ...(nekrataal.definition.abilities[0] as object), effects: [terror] } as never] })).toBe(
      'First strike\nWhen Nekrataal enters the battlefield, destroy target nonartifact, nonblack creature. It can\'t be regenerated.',
    );
    expect(describeCard({ ...incinerate.definition, spell: { targets: [{ kind: 'any' }], effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }] } })).toBe('Incinerate deals 3 damage to any target.');
  });

  it('compiles extra turns for a player and a number of them (CR 500.7), rendered from the structure', () => {
    const stretch = compileCard(oracleCard('Time Stretch'));
    expect(stretch).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'player' }], effects: [{ kind: 'extra-turn', who: { target: 0 }, count: 2 }] } } });
    expect(compileCard(oracleCard('Time Walk'))).toMatchObject({ ok: true, definition: { spell: { effects: [{ kind: 'extra-turn' }] } } });
    if (!stretch.ok) throw new Error('Time Stretch');
    expect(describeCard({ ...stretch.definition, spell: { targets: [{ kind: 'player' }], effects: [{ kind: 'extra-turn', who: { target: 0 }, count: 3 }] } })).toBe('Target player takes three extra turns after this one.');
    expect(describeCard({ ...stretch.definition, spell: { targets: [], effects: [{ kind: 'extra-turn', count: 2 }] } })).toBe('Take two extra turns after this one.');
  });

  it('compiles "tap or untap target …" as one effect whose choice is made on resolution (CR 608.2d)', () => {
    const twitch = compileCard(oracleCard('Twitch'));
    expect(twitch).toMatchObject({ ok: true, definition: { spell: { targets: [{ kind: 'permanent', filter: { types: ['Artifact', 'Creature', 'Land'] } }], effects: [{ kind: 'may', effects: [{ kind: 'tap-or-untap', what: { target: 0 } }] }, { kind: 'draw', count: 1 }] } } });
    expect(compileCard(oracleCard('Puppeteer'))).toMatchObject({ ok: true, definition: { abilities: [{ kind: 'activated', cost: { mana: '{U}', tap: true }, effects: [{ kind: 'may', effects: [{ kind: 'tap-or-untap' }] }] }] } });
    if (!twitch.ok) throw new Error('Twitch');
    expect(describeCard({ ...twitch.definition, spell: { targets: [{ kind: 'permanent', filter: { types: ['Land'] } }], effects: [{ kind: 'tap-or-untap', what: { target: 0 } }] } })).toBe('Tap or untap target land.');
  });

  it('compiles amounts of the player acted on ("for each creature they control", "half their library, rounded down") and +X/-X (CR 107.1a, 107.3)', () => {
    const discipline = roundTripped('Stronghold Discipline');
    expect(discipline.spell?.effects).toEqual([{ kind: 'lose-life', who: 'each-player', amount: { times: 1, forEach: { permanents: { types: ['Creature'] }, theyControl: true } } }]);
    const traumatize = roundTripped('Traumatize');
    expect(traumatize.spell?.effects).toEqual([{ kind: 'mill', who: { target: 0 }, count: { half: 'library', rounded: 'down' } }]);
    const slide = roundTripped('Flowstone Slide');
    expect(slide.spell?.effects).toEqual([{ kind: 'pump', what: { all: { types: ['Creature'] } }, power: 'X', toughness: '-X' }]);
    // The text follows the structure.
    expect(describeCard({ ...traumatize, spell: { targets: [{ kind: 'player' }], effects: [{ kind: 'mill', who: { target: 0 }, count: { half: 'library', rounded: 'up' } }] } })).toBe('Target player mills half their library, rounded up.');
    expect(describeCard({ ...slide, spell: { targets: [], effects: [{ kind: 'pump', what: { all: { types: ['Creature'] } }, power: -2, toughness: 'X' }] } })).toBe('All creatures get -2/+X until end of turn.');
    expect(describeCard({ ...slide, spell: { targets: [], effects: [{ kind: 'pump', what: { all: { types: ['Creature'], notColors: ['B'] } }, power: -1, toughness: -1 }] } })).toBe('Nonblack creatures get -1/-1 until end of turn.');
    expect(describeCard({ ...discipline, spell: { targets: [], effects: [{ kind: 'lose-life', who: 'each-player', amount: { times: 2, forEach: { permanents: { types: ['Land'] }, theyControl: true } } }] } })).toBe('Each player loses 2 life for each land they control.');
    // "they" never names the caster.
    expect(compileCard({ ...oracleCard('Stronghold Discipline'), text: 'You lose 1 life for each creature they control.' }).ok).toBe(false);
  });

  it('compiles "loses half their life, rounded up" (CR 107.1a): half the life total of the player losing it, rendered from the structure', () => {
    const bargain = roundTripped('Cruel Bargain');
    expect(bargain.spell?.effects).toEqual([{ kind: 'draw', count: 4, who: 'you' }, { kind: 'lose-life', who: 'you', amount: { half: 'life', rounded: 'up' }, join: 'sentence' }]);
    expect(roundTripped('Ebonblade Reaper').abilities[1]).toMatchObject({ kind: 'triggered', effects: [{ kind: 'lose-life', who: 'trigger-player', amount: { half: 'life', rounded: 'up' } }] });
    const losing = (who: 'you' | 'each-player', rounded: 'up' | 'down') => describeCard({ ...bargain, spell: { targets: [], effects: [{ kind: 'lose-life', who, amount: { half: 'life', rounded } }] } });
    expect(losing('you', 'down')).toBe('You lose half your life, rounded down.');
    expect(losing('each-player', 'up')).toBe('Each player loses half their life, rounded up.');
    // "your" only for the one who loses it; half a life total only as life lost, half a library only as cards milled.
    expect(compileCard({ ...oracleCard('Cruel Bargain'), text: 'Draw four cards. You lose half their life, rounded up.' }).ok).toBe(false);
    expect(cardDefinitionProblems({ ...bargain, spell: { targets: [], effects: [{ kind: 'mill', who: 'you', count: { half: 'life', rounded: 'up' } }] } })).toEqual(['spell.effects[0].count.half: half life is not an amount of mill']);
    expect(cardDefinitionProblems({ ...bargain, spell: { targets: [], effects: [{ kind: 'lose-life', who: 'you', amount: { half: 'library', rounded: 'up' } }] } })).toEqual(['spell.effects[0].amount.half: half library is not an amount of lose-life']);
  });

  it('compiles "that land\'s controller" as the controller of a target (CR 608.2h), rendered from the structure', () => {
    const cryoclasm = roundTripped('Cryoclasm');
    expect(cryoclasm.spell?.effects[1]).toMatchObject({ kind: 'damage', amount: 3, to: { controllerOf: 0 } });
    const creature = { kind: 'permanent' as const, filter: { types: ['Creature' as const] } };
    expect(describeCard({ ...cryoclasm, spell: { targets: [creature], effects: [{ kind: 'destroy', what: { target: 0 } }, { kind: 'damage', amount: 2, to: { controllerOf: 0 }, join: 'sentence' }] } })).toBe(
      "Destroy target creature. Cryoclasm deals 2 damage to that creature's controller.",
    );
  });

  it('compiles an intervening "if" on a state of the game (CR 603.4) and winning or losing by effect (CR 104.2b, 104.3a)', () => {
    const combat = roundTripped('Mortal Combat');
    expect(combat.abilities[0]).toMatchObject({
      kind: 'triggered',
      condition: { kind: 'state', condition: { kind: 'cards', zone: 'graveyard', count: { atLeast: 20 }, cardType: 'Creature' } },
      effects: [{ kind: 'win-the-game', who: 'you' }],
    });
    const muse = roundTripped('Lavaborn Muse');
    expect(muse.abilities[0]).toMatchObject({ condition: { kind: 'state', condition: { kind: 'cards', zone: 'hand', count: { atMost: 2 }, whose: 'that-player' } } });
    // The text follows the structure.
    const state = (condition: object) => ({ ...combat, abilities: [{ ...combat.abilities[0], condition: { kind: 'state', condition }, effects: [{ kind: 'lose-the-game', who: 'trigger-player' }] }] }) as CardDefinition;
    expect(describeCard(state({ kind: 'cards', zone: 'graveyard', count: { atLeast: 1 }, cardType: 'Artifact', whose: 'that-player' }))).toBe(
      "At the beginning of your upkeep, if an artifact card is in that player's graveyard, that player loses the game.",
    );
    const demon = roundTripped('Reiver Demon');
    expect(demon.abilities[0]).toMatchObject({ condition: { kind: 'source-cast-from-hand', cast: true } });
    expect(describeCard({ ...demon, abilities: [{ ...demon.abilities[0], condition: { kind: 'source-cast-from-hand', cast: false } }] as CardDefinition['abilities'] })).toContain("\nWhen Reiver Demon enters the battlefield, if you didn't cast it from your hand, destroy");
    // "that player" names nothing in an "as long as" condition.
    expect(conditionOf('that player has no cards in hand', 'Mortal Combat')).toBeNull();
    expect(conditionOf('that player has no cards in hand', 'Mortal Combat', true)).toEqual({ kind: 'cards', zone: 'hand', count: { atMost: 0 }, whose: 'that-player' });
  });

  it('compiles a delayed trigger "at end of combat" (CR 511.2, 603.7a) and renders its moment from the structure', () => {
    const fog = roundTripped('Fog Elemental');
    expect(fog.abilities[0]).toMatchObject({ trigger: { event: 'attacks-or-blocks', who: 'self', when: true }, effects: [{ kind: 'delayed', at: 'end-of-combat', effects: [{ kind: 'sacrifice', what: 'self' }] }] });
    const later = { ...fog, abilities: [{ ...fog.abilities[0], effects: [{ kind: 'delayed', at: 'next-end-step', effects: [{ kind: 'sacrifice', what: 'self' }] }] }] } as CardDefinition;
    expect(describeCard(later)).toContain('sacrifice it at the beginning of the next end step.');
  });

  it('compiles "<player> gains control of <object>" (CR 613.1b) with no end, "it" after a target player being the source', () => {
    const agent = roundTripped('Sleeper Agent');
    expect(agent.abilities[0]).toMatchObject({ targets: [{ kind: 'opponent' }], effects: [{ kind: 'gain-control', who: { target: 0 }, what: 'self' }] });
    const yours = { ...agent, abilities: [{ ...agent.abilities[0], targets: [{ kind: 'permanent', filter: { types: ['Artifact'] } }], effects: [{ kind: 'gain-control', who: 'you', what: { target: 0 } }] }] } as CardDefinition;
    expect(describeCard(yours)).toContain('When Sleeper Agent enters the battlefield, gain control of target artifact.');
  });

  it('compiles a coin flip (CR 705), a creature returned by choice (CR 608.2d), an ability working from the graveyard (CR 113.6k) and creatures blocking the source (CR 509.1g)', () => {
    expect(roundTripped('Scoria Wurm').abilities[0]).toMatchObject({ effects: [{ kind: 'flip-coin', ifLose: [{ kind: 'return-to-hand', what: 'self' }] }] });
    expect(roundTripped('Stampeding Wildebeests').abilities[0]).toMatchObject({ effects: [{ kind: 'return-one-to-hand', who: 'you', filter: { colors: ['G'], types: ['Creature'] } }] });
    expect(roundTripped('Sunken Hope').abilities[0]).toMatchObject({ effects: [{ kind: 'return-one-to-hand', who: 'trigger-player', filter: { types: ['Creature'] } }] });
    const squee = roundTripped('Squee, Goblin Nabob');
    expect(squee.abilities[0]).toMatchObject({ zone: 'graveyard', effects: [{ kind: 'may', effects: [{ kind: 'return-to-hand', what: 'self', from: 'graveyard' }] }] });
    expect(roundTripped('Duct Crawler').abilities[0]).toMatchObject({ effects: [{ kind: 'restrict-this-turn', what: { target: 0 }, restriction: 'cant-block', attacker: 'self' }] });
    expect(roundTripped('Knight of Dusk').abilities[0]).toMatchObject({ targets: [{ kind: 'permanent', filter: { types: ['Creature'], blockingSource: true } }] });
    const berserker = roundTripped('Elvish Berserker');
    expect(berserker.abilities[0]).toMatchObject({ effects: [{ kind: 'pump', what: 'self', power: 1, toughness: 1, forEach: { permanents: { types: ['Creature'], blockingSource: true } } }] });
    // The text follows the structure: both results of a flip, the source's name where the trigger does not name it.
    const wurm = roundTripped('Scoria Wurm');
    const both = { ...wurm, abilities: [{ ...wurm.abilities[0], effects: [{ kind: 'flip-coin', ifWin: [{ kind: 'draw', count: 1, who: 'you' }], ifLose: [{ kind: 'sacrifice', what: 'self' }] }] }] } as CardDefinition;
    expect(describeCard(both)).toBe('At the beginning of your upkeep, flip a coin. If you win the flip, draw a card. If you lose the flip, sacrifice Scoria Wurm.');
  });

  it('compiles "Whenever a creature enters the battlefield under your control" (CR 603.2) and "gain life equal to its toughness" of the object the trigger names (CR 608.2h)', () => {
    const chorus = roundTripped('Angelic Chorus');
    expect(chorus.abilities[0]).toMatchObject({ trigger: { event: 'enters-battlefield', who: 'filter', filter: { types: ['Creature'], controller: 'you' }, underYourControl: true }, effects: [{ kind: 'gain-life', amount: { statOf: 'trigger-object', stat: 'toughness' }, who: 'you' }] });
    const written = { ...chorus, abilities: [{ ...chorus.abilities[0], trigger: { event: 'enters-battlefield', who: 'filter', filter: { types: ['Creature'], controller: 'you' } } }] } as CardDefinition;
    expect(describeCard(written)).toBe('Whenever a creature you control enters the battlefield, you gain life equal to its toughness.');
  });

  it('says why a card does not compile', () => {
    expect(compileCard(oracleCard('Jace Beleren'))).toMatchObject({ ok: false, reason: 'activated ability effect', line: '[−10]: Target player mills twenty cards.' });
    expect(compileCard(oracleCard('Fire // Ice'))).toMatchObject({ ok: false, reason: 'layout split' });
    expect(compileCard(oracleCard('Tarmogoyf'))).toMatchObject({ ok: false, reason: 'characteristic-defining power or toughness' });
    expect(compileCard(oracleCard('Shimian Night Stalker'))).toEqual({ ok: false, reason: 'activated ability effect', line: '{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to Shimian Night Stalker instead.' });
  });

  it('counts as playable only what round-trips exactly', () => {
    // "you gain 2 life and draw two cards" compiles, but renders "and you draw": not playable.
    const standing = cardStanding(oracleCard('Cloudblazer'), () => undefined);
    expect(standing.playable).toBe(false);
    expect(standing.playable === false && standing.reason).toContain('round trip');
    expect(cardStanding(oracleCard('Lightning Blast'), () => undefined).playable).toBe(true);
  });
});

describe('a clause after "and" without its subject (same subject as the clause before)', () => {
  it('reads "gains shroud until end of turn and can\'t be blocked this turn" as two effects on one target, printed once', () => {
    const veil = roundTripped('Veil of Secrecy');
    expect(veil.spell!.effects).toEqual([
      { kind: 'grant-until-end-of-turn', what: { target: 0 }, keywords: ['shroud'] },
      { kind: 'restrict-this-turn', what: { target: 0 }, restriction: 'cant-be-blocked', join: 'and-same-subject' },
    ]);
    expect(veil.splice).toEqual({ onto: 'Arcane', cost: { returnToHand: { types: ['Creature'], colors: ['U'], controller: 'you' } } });
  });
});

describe('coverage templates', () => {
  it('makes names, numbers and mana costs general', () => {
    expect(templateOf('{2}{R}, {T}: Goblin Artillery deals 2 damage to any target and 3 damage to you.', 'Goblin Artillery')).toBe(
      '{M}, {T}: CARDNAME deals N damage to any target and N damage to you.',
    );
    expect(templateOf('{T}: Add {C}{C}.', 'Sol Ring')).toBe('{T}: Add {C}{C}.');
  });

  it("reads a trigger's \"up to that many target … that player controls\" from its event, and nowhere else (CR 603.3d)", () => {
    expect(roundTripped('Cephalid Constable').abilities[0]).toMatchObject({
      targets: [{ kind: 'permanent', filter: { controller: 'that-player' }, number: { min: 0, max: 'that-many' } }],
      effects: [{ kind: 'return-to-hand', what: { targets: 0 }, ownerSingular: true }],
    });
    expect(roundTripped('Floodwaters').spell).toMatchObject({ effects: [{ kind: 'return-to-hand', what: { targets: 0 } }] });
    // A spell has no event; after a target player "that player" is that target; a group is not a target.
    expect(compileCard({ ...oracleCard('Floodwaters'), text: 'Return up to that many target creatures to their owners\' hands.' }).ok).toBe(false);
    expect(compileCard({ ...oracleCard('Floodwaters'), text: 'Destroy target creature that player controls.' }).ok).toBe(false);
    expect(compileCard({ ...oracleCard('Yosei, the Morning Star'), text: 'When Yosei, the Morning Star dies, target player loses 1 life. Tap target creature that player controls.' }).ok).toBe(false);
    expect(compileCard({ ...oracleCard('Cephalid Constable'), text: 'Whenever Cephalid Constable deals combat damage to a player, return all creatures that player controls to their owners\' hands.' }).ok).toBe(false);
  });

  it('counts playable cards and ranks the templates that stop the others', () => {
    const standings = ['Lightning Bolt', 'Wastes', 'Rift Bolt', 'Jace Beleren', 'Ancestral Vision'].map((n) => cardStanding(oracleCard(n), () => undefined));
    const report = coverageReport(standings);
    expect(report.total).toBe(5);
    expect(report.playable).toBe(2);
    expect(report.templates).toEqual([
      { text: 'Suspend N—{M}', count: 2 },
      { text: '[−N]: Target player mills twenty cards.', count: 1 },
    ]);
  });
});

describe('names in filters and deck-building lines (Relentless Rats)', () => {
  it('reads "named …" into the filter and the deck rule into a flag, and renders both from structure', () => {
    const rats = compiledWithRoundTrip('Relentless Rats');
    expect(rats.anyNumberInDeck).toBe(true);
    const ability = rats.abilities[0] as StaticAbility;
    expect(ability.effect).toMatchObject({ kind: 'modify-pt', forEach: { another: true, types: ['Creature'], named: 'Relentless Rats' } });
    const renamed: CardDefinition = { ...rats, abilities: [{ ...ability, effect: { ...ability.effect, forEach: { another: true, types: ['Creature'], named: 'Rat Colony' } } as StaticAbility['effect'] }] };
    expect(describeCard(renamed)).toContain('for each other creature on the battlefield named Rat Colony.');
    expect(describeCard({ ...rats, anyNumberInDeck: undefined })).not.toContain('A deck can have');
  });
});
