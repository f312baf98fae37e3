import { loadDefaultCardDatabase } from '@arbiter/cards';
import { checkCardText } from '../cards/card-text-checker';
import { activatedKeywordName, affinityFilter, bandsWithOtherQuality } from '../cards/keywords';
import { keywordNamesOf, SEED_KEYWORDS } from '../cards/seed-keywords';
import { compileCard } from './compile-card';
import { oracleCardOf } from './database-card';
import { describeCard } from '../text/describe-card';

const database = loadDefaultCardDatabase();

/** Two real cards (at least) per keyword the engine plays from the seeds, added keyword by keyword (issue 19). */
const CARDS_BY_KEYWORD: Record<string, string[]> = {
  shadow: ['Soltari Foot Soldier', 'Dauthi Marauder', 'Thalakos Sentry', 'Soltari Priest'],
  horsemanship: ['Shu Cavalry', 'Wei Scout', 'Yellow Scarves Cavalry'],
  rampage: ['Wolverine Pack', 'Frost Giant', 'Craw Giant', 'Aerathi Berserker'],
  // Banding (CR 702.22a) alone, on a Wall with defender (its reminder text for blocking only), with activated pumps.
  banding: ['Benalish Hero', 'Timber Wolves', 'Wall of Shields', 'Benalish Infantry', 'Kjeldoran Knight'],
  // "Bands with other legendary creatures" granted in quotes by the five Legends lands (CR 702.22b).
  'bands with other': ["Adventurers' Guildhouse", 'Cathedral of Serra', 'Mountain Stronghold', "Seafarer's Quay", 'Unholy Citadel'],
  flanking: ['Benalish Cavalry', 'Mtenda Herder', 'Shadow Rider', "Suq'Ata Lancer"],
  // Counters on entering (CR 702.54, 702.43, 702.58, 702.44), with other keywords on the line below.
  bloodthirst: ['Bloodrage Vampire', 'Gorehorn Minotaurs', 'Blood Ogre', 'Duskhunter Bat', 'Carnage Wurm', 'Petrified Wood-Kin'],
  modular: ['Arcbound Worker', 'Arcbound Bruiser', 'Arcbound Stinger', 'Arcbound Hybrid', 'Arcbound Lancer'],
  graft: ['Simic Initiate', 'Vigean Hydropon', 'Llanowar Reborn'],
  // Soulshift N (CR 702.46a), twice on one card (702.46b).
  soulshift: ['Scuttling Death', 'Gibbering Kami', 'Forked-Branch Garami', 'Body of Jukai', 'Torii Watchward'],
  // Dredge N (CR 702.52a) alone and beside triggered, activated and spell abilities.
  dredge: ['Greater Mossdog', 'Stinkweed Imp', 'Dakmor Salvage', 'Shambling Shell', 'Moldervine Cloak', 'Grave-Shell Scarab'],
  // Recover with a mana cost (CR 702.59a) on instants and sorceries.
  recover: ['Grim Harvest', 'Krovikan Rot', 'Icefall', 'Resize', 'Controvert', "Sun's Bounty"],
  // Ripple N (CR 702.60a) on instants, a sorcery, an Aura and a creature.
  // "[Subtype] offering" (CR 702.48a) with a triggered ability on the next line.
  offering: ['Patron of the Akki', 'Patron of the Kitsune'],
  ripple: ['Surging Flame', 'Surging Aether', 'Surging Dementia', 'Surging Might', 'Surging Sentinels'],
  amplify: ['Aven Warhawk', 'Glowering Rogon', 'Zombie Brute'],
  sunburst: ['Suntouched Myr', 'Skyreach Manta', 'Arcbound Wanderer'],
  bushido: ['Jade Avenger', 'Devoted Retainer', 'Konda, Lord of Eiganjo', 'Hand of Honor'],
  // Landwalk of any quality: nonbasic, legendary, snow with a land type (CR 702.14a).
  landwalk: ['Dryad Sophisticate', 'Ayumi, the Last Visitor', 'Legions of Lim-Dûl', 'Rime Dryad', 'Bog Wraith'],
  // Protection from card types, creature types, colour counts and several qualities (CR 702.16a, 702.16g).
  // Buyback with a mana cost on instants and sorceries (CR 702.27a).
  buyback: ['Whispers of the Muse', 'Capsize', 'Searing Touch', 'Lab Rats', 'Allay', 'Fanning the Flames'],
  // Typecycling of a land type, a creature type and basic land (CR 702.29e), on permanents and on instants and sorceries.
  cycling: ['Noble Templar', 'Twisted Abomination', 'Shoreline Ranger', 'Wirewood Guardian', 'Vedalken Aethermage', 'Fiery Fall', 'Absorb Vis', 'Ash Barrens'],
  // Entwine with a mana cost on "Choose one —" spells (CR 702.42a).
  entwine: ['Barbed Lightning', "Dream's Grip", 'One Dozen Eyes', 'Rain of Rust', 'Goblin War Party', 'Reap and Sow'],
  // Storm on instants and sorceries (CR 702.40a), with and without targets.
  storm: ['Empty the Warrens', 'Chatterstorm', 'Grapeshot', 'Weather the Storm', 'Tendrils of Agony', 'Haze of Rage'],
  // Morph with a keyword, a "When … is turned face up" trigger (its line after Morph), and a land (CR 702.37a).
  morph: ['Battering Craghorn', 'Skirk Marauder', 'Skinthinner', 'Whipcorder', 'Glacial Stalker', 'Zoetic Cavern'],
  phasing: ['Sandbar Crocodile', 'Breezekeeper', 'Merfolk Raiders', "Teferi's Drake", 'Tolarian Drake'],
  // Scry N, a keyword action (CR 701.22a): on spells, on entering, on activation.
  scry: ['Preordain', 'Foresee', 'Magma Jet', 'Opt', 'Temple of Mystery', 'Faerie Seer', 'Crystal Ball'],
  // Provoke (CR 702.39a), alone and with other keyword lines (trample, haste, first strike, amplify) or a static ability.
  provoke: ['Goblin Grappler', 'Brontotherium', 'Crested Craghorn', 'Lowland Tracker', 'Krosan Vorine', 'Feral Throwback'],
  // Haunt on creatures (CR 702.55a), with "When … enters the battlefield or the creature it haunts dies" (702.55c).
  // On instants and sorceries (702.55a) with "When the creature … haunts dies".
  haunt: ['Blind Hunter', 'Exhumer Thrull', 'Absolver Thrull', 'Belfry Spirit', 'Graven Dominator', 'Cry of Contrition', 'Seize the Soul'],
  // Echo with a mana cost (CR 702.30a), alone, with other keyword lines and with other abilities, and "Echo—Discard a card."
  // Cumulative upkeep with a mana cost (CR 702.24a), and with life or a sacrifice ("Cumulative upkeep—Pay 1 life.").
  'cumulative upkeep': ['Illusionary Forces', 'Uktabi Efreet', 'Yavimaya Ants', 'Arctic Wolves', 'Gallowbraid', 'Morinfen', 'Polar Kraken', 'Phyrexian Soulgorger', 'Aboroth', 'Braid of Fire', 'Wall of Shards', 'Sheltering Ancient', 'Jötun Grunt', "Varchild's War-Riders", 'Glacial Plating', 'Earthen Goo', 'Phobian Phantasm'],
  echo: ['Goblin Patrol', 'Pouncing Jaguar', 'Avalanche Riders', 'Viashino Outrider', 'Albino Troll', 'Shivan Raptor', 'Karmic Guide', 'Rakdos Headliner', 'Deepcavern Imp', 'Skizzik Surger'],
  // Replicate with a mana cost on instants and sorceries (CR 702.56a).
  replicate: ['Gigadrowse', 'Shattering Spree', 'Train of Thought', 'Pyromatics', 'Vacuumelt'],
  // Madness with a mana cost (CR 702.35a) on creatures, Auras, instants and sorceries, beside cycling.
  madness: ['Arrogant Wurm', 'Kitchen Imp', 'Hell Mongrel', 'Fiery Temper', 'Dark Withering', 'Senseless Rage', 'Ichor Slick'],
  // Convoke (CR 702.51a) on creatures, instants and sorceries.
  convoke: ['Stoke the Flames', 'Gather Courage', 'Siege Wurm', 'Conclave Phalanx', 'Overwhelm', 'Triplicate Spirits'],
  // Affinity for a card type or a land type (CR 702.41a), on creatures, artifacts, instants and sorceries.
  affinity: ['Frogmite', 'Myr Enforcer', 'Oxidda Golem', 'Razor Golem', 'Somber Hoverguard', 'Thoughtcast', 'Into Thin Air', 'Thought Monitor'],
  // Ninjutsu (CR 702.49a) alone, with a keyword line, with triggers and with other abilities.
  ninjutsu: ['Ninja of the New Moon', 'Dokuchi Shadow-Walker', 'Mukotai Ambusher', 'Okiba-Gang Shinobi', 'Ninja of the Deep Hours', 'Blade-Blizzard Kitsune', 'Walker of Secret Ways'],
  // Transmute (CR 702.53a) on creatures, instants and sorceries and a land without a mana cost.
  transmute: ['Dimir Infiltrator', 'Dimir House Guard', 'Muddle the Mixture', 'Dizzy Spell', 'Drift of Phantasms', 'Tolaria West'],
  // Splice onto Arcane and onto instant or sorcery with a mana cost (CR 702.47a), the spell text targeting or not.
  splice: ['Glacial Ray', "Kodama's Might", 'Dampen Thought', 'Vital Surge', 'Wear Away', 'Soulless Revival', 'Consuming Vortex', 'Spiritual Visit', 'Desperate Ritual', 'Lifted by Clouds', 'Psychic Puppetry', 'Strange Inversion', 'Hideous Laughter', 'Everdream', "Splicer's Skill", 'Torrent of Stone', 'Hundred-Talon Strike', "Horobi's Whisper"],
  // Epic (CR 702.50a) on sorceries, one counting cards in hand as its copies resolve.
  epic: ['Enduring Ideal', 'Endless Swarm'],
  // Forecast (CR 702.57a) on creatures, an Aura, instants and sorceries, its ability targeting or not.
  forecast: ['Steeling Stance', 'Spirit en-Dal', 'Piercing Rays', 'Skyscribing', 'Plumes of Peace', 'Pride of the Clouds'],
  // Threshold (CR 207.2c, 2006 502.23): the ability word of a static (its condition last or first, on creatures and an Aura) or of an activated ability's "Activate only if" (602.5b).
  threshold: ['Werebear', 'Nimble Mongoose', 'Krosan Beast', 'Mystic Enforcer', 'Battlewise Aven', 'Frightcrawler', "Kamahl's Desire", 'Silver Seraph', 'Barbarian Ring', 'Cabal Pit', 'Nomad Stadium', 'Cabal Torturer', 'Krosan Avenger'],
  // Imprint (CR 207.2c, 607.2a; 2006 502.34): the ability word of a triggered ability that exiles, linked to a static reading "the exiled card".
  imprint: ['Semblance Anvil', 'Exclusion Ritual'],
  // Kicker (CR 702.33a): "if it was kicked" and "if … wasn't kicked" triggers (702.33e, 603.4), counters on entering if kicked.
  // Two kicker costs (702.33b, 702.33f "with its [cost] kicker") and multikicker (702.33c, "for each time it was kicked").
  kicker: ['Burst Lightning', 'Kor Sanctifiers', 'Gatekeeper of Malakir', 'Skizzik', 'Academy Drake', 'Llanowar Elite', 'Goblin Bushwhacker', 'Stormscape Battlemage', 'Thornscape Battlemage', 'Sunscape Battlemage', 'Gnarlid Pack', 'Apex Hawks', 'Lightkeeper of Emeria', 'Spell Contortion', 'Bloodhusk Ritualist', 'Voyager Drake', 'Comet Storm', 'Strength of the Tajuru', 'Deathforge Shaman', 'Necravolver', 'Rakavolver'],
  protection: ['Tel-Jilad Chosen', 'Beloved Chaplain', 'Warren-Scourge Elf', 'Nath\'s Buffoon', 'Enemy of the Guildpact', 'Guardian of the Guildpact', 'Oversoul of Dusk', 'Elite Inquisitor', 'Auriok Champion'],
};

describe('seed keywords compile from real cards with exact round trips', () => {
  it.each(Object.entries(CARDS_BY_KEYWORD).flatMap(([keyword, names]) => names.map((name) => [keyword, name])))('%s: %s', (keyword, name) => {
    const card = database.card(name);
    if (!card) throw new Error(`${name} is not in the card database`);
    const oracle = oracleCardOf(card);
    const result = compileCard(oracle);
    if (!result.ok) throw new Error(`${name}: ${result.reason} ${result.line ?? ''}`);
    expect(checkCardText(result.definition, oracle.text)).toEqual([]);
    expect(keywordNamesOf(result.definition)).toContain(keyword);
  });

  it('every keyword here has two cards or more, and is played (implemented or partly) in the table', () => {
    for (const [keyword, names] of Object.entries(CARDS_BY_KEYWORD)) {
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(SEED_KEYWORDS.find((k) => k.name === keyword)?.status).not.toBe('missing');
    }
  });

  it('reads threshold before an activated ability as the label of its "Activate only if" condition (CR 207.2c, 602.5b)', () => {
    const pit = compileCard(oracleCardOf(database.card('Cabal Pit')!));
    const ability = pit.ok ? pit.definition.abilities.find((a) => a.kind === 'activated') : undefined;
    expect(ability).toMatchObject({ abilityWord: 'threshold', condition: { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } }, cost: { mana: '{B}', tap: true, sacrificeSelf: true } });
    const unlabelled = compileCard({ ...oracleCardOf(database.card('Cabal Pit')!), text: '{B}, {T}, Sacrifice Cabal Pit: Target creature gets -2/-2 until end of turn. Activate only if seven or more cards are in your graveyard.' });
    expect(unlabelled.ok && unlabelled.definition.abilities[0]).toMatchObject({ condition: { kind: 'cards', zone: 'graveyard', count: { atLeast: 7 } } });
    expect(unlabelled.ok && 'abilityWord' in unlabelled.definition.abilities[0]).toBe(false);
    expect(compileCard({ ...oracleCardOf(database.card('Cabal Pit')!), text: 'Threshold \u2014 {B}, {T}, Sacrifice Cabal Pit: Target creature gets -2/-2 until end of turn. Activate only if you control a Swamp.' }).ok).toBe(false);
  });

  it('reads forecast as an ability of the hand revealing the card, limited to its owner\'s upkeep and once each turn (CR 702.57a-b)', () => {
    const stance = compileCard(oracleCardOf(database.card('Steeling Stance')!));
    const forecast = stance.ok ? stance.definition.abilities.find((a) => a.kind === 'activated') : undefined;
    expect(forecast).toMatchObject({ keyword: 'forecast', cost: { mana: '{W}', revealSelf: true }, during: 'your-upkeep', perTurn: 1, fromHand: true, targets: [{ kind: 'permanent' }], effects: [{ kind: 'pump' }] });
    // Revealing the card from the hand pays only an ability that works from the hand.
    const creature = { ...oracleCardOf(database.card('Spirit en-Dal')!), text: '{W}: Target creature gets +1/+1 until end of turn.' };
    expect(compileCard(creature).ok).toBe(true);
    expect(compileCard({ ...creature, text: '{W}, Reveal Spirit en-Dal from your hand: Target creature gets +1/+1 until end of turn.' }).ok).toBe(false);
  });

  it('reads splice as the quality it splices onto and its cost, on a card with one spell text (CR 702.47a)', () => {
    const ray = compileCard(oracleCardOf(database.card('Glacial Ray')!));
    expect(ray.ok && ray.definition.splice).toEqual({ onto: 'Arcane', cost: '{1}{R}' });
    const everdream = compileCard(oracleCardOf(database.card('Everdream')!));
    expect(everdream.ok && everdream.definition.splice).toEqual({ onto: 'instant or sorcery', cost: '{2}{U}' });
    const horobi = compileCard(oracleCardOf(database.card("Horobi's Whisper")!));
    expect(horobi.ok && horobi.definition.splice).toEqual({ onto: 'Arcane', cost: { exileFromGraveyard: 4 } });
    expect(horobi.ok && horobi.definition.spell?.effects).toMatchObject([{ kind: 'if-state', condition: { kind: 'control', filter: { subtypes: ['Swamp'] } }, effects: [{ kind: 'destroy' }] }]);
    // A cost that is not only mana after a dash, paid as the spell is cast; rendered from its structure.
    const torrent = compileCard(oracleCardOf(database.card('Torrent of Stone')!));
    if (!torrent.ok) throw new Error(torrent.reason);
    expect(torrent.definition.splice).toEqual({ onto: 'Arcane', cost: { sacrifice: { subtypes: ['Mountain'] }, sacrificeCount: 2 } });
    expect(describeCard({ ...torrent.definition, splice: { onto: 'Arcane', cost: { opponentGainsLife: 5 } } })).toContain('Splice onto Arcane—An opponent gains 5 life.');
    const strike = compileCard(oracleCardOf(database.card('Hundred-Talon Strike')!));
    expect(strike.ok && strike.definition.splice).toEqual({ onto: 'Arcane', cost: { tapUntapped: { tapped: false, colors: ['W'], types: ['Creature'], controller: 'you' } } });
    // Costs a splice can't pay as a spell is cast are not read (drawing, adding mana).
    expect(compileCard({ ...oracleCardOf(database.card('Torrent of Stone')!), text: 'Torrent of Stone deals 4 damage to target creature.\nSplice onto Arcane—Draw a card.' }).ok).toBe(false);
  });

  it('reads epic only on instants and sorceries, and tokens "for each" thing counted (CR 702.50a, 608.2h)', () => {
    const swarm = compileCard(oracleCardOf(database.card('Endless Swarm')!));
    expect(swarm.ok && swarm.definition.keywords).toEqual(['epic']);
    expect(swarm.ok && swarm.definition.spell?.effects[0]).toMatchObject({ kind: 'create-tokens', count: { times: 1, forEach: { cards: 'hand' } } });
    expect(compileCard({ ...oracleCardOf(database.card('Grizzly Bears')!), text: 'Epic' }).ok).toBe(false);
  });

  it('reads a buyback cost as an optional additional cost of the spell, not a keyword', () => {
    const capsize = compileCard(oracleCardOf(database.card('Capsize')!));
    expect(capsize.ok && capsize.definition.buyback).toBe('{3}');
    expect(capsize.ok && capsize.definition.keywords).toEqual([]);
  });

  it('reads a typecycling as the search its type names, and names the ability by its type (CR 702.29e)', () => {
    const fall = compileCard(oracleCardOf(database.card('Fiery Fall')!));
    const ability = fall.ok ? fall.definition.abilities[0] : undefined;
    expect(ability).toMatchObject({ kind: 'activated', keyword: 'typecycling', cost: { mana: '{1}{R}', discardSelf: true }, fromHand: true, effects: [{ kind: 'search-library', find: { basic: true, types: ['Land'] }, destination: 'hand', reveal: true }] });
    expect(ability?.kind === 'activated' && activatedKeywordName(ability)).toBe('basic landcycling');
    const mage = compileCard(oracleCardOf(database.card('Vedalken Aethermage')!));
    const wizard = mage.ok ? mage.definition.abilities.find((a) => a.kind === 'activated') : undefined;
    expect(wizard?.kind === 'activated' && activatedKeywordName(wizard)).toBe('wizardcycling');
  });

  it('reads ninjutsu as an ability of the hand returning an unblocked attacker, and transmute as a search for the card\'s own mana value (CR 702.49a, 702.53a)', () => {
    const ninja = compileCard(oracleCardOf(database.card('Ninja of the New Moon')!));
    expect(ninja.ok && ninja.definition.abilities).toEqual([{ kind: 'activated', keyword: 'ninjutsu', cost: { mana: '{3}{B}', returnUnblockedAttacker: true }, targets: [], effects: [{ kind: 'enter-attacking-from-hand' }], fromHand: true }]);
    const usher = compileCard(oracleCardOf(database.card('Ethereal Usher')!));
    const transmute = usher.ok ? usher.definition.abilities.find((a) => a.kind === 'activated' && a.keyword === 'transmute') : undefined;
    expect(transmute).toMatchObject({ cost: { mana: '{1}{U}{U}', discardSelf: true }, sorcerySpeed: true, fromHand: true, effects: [{ kind: 'search-library', find: { manaValue: { equals: 6 } }, destination: 'hand', reveal: true }] });
    expect(compileCard(oracleCardOf(database.card('Tolaria West')!)).ok && transmute).toBeTruthy();
  });

  it('reads commander ninjutsu as ninjutsu that also works from the command zone, filed under ninjutsu (CR 702.49d)', () => {
    // Yuriko's other ability does not compile yet: its commander ninjutsu line alone round-trips.
    const yuriko = { ...oracleCardOf(database.card("Yuriko, the Tiger's Shadow")!), text: 'Commander ninjutsu {U}{B}' };
    const result = compileCard(yuriko);
    expect(result.ok && result.definition.abilities).toEqual([{ kind: 'activated', keyword: 'commander ninjutsu', cost: { mana: '{U}{B}', returnUnblockedAttacker: true }, targets: [], effects: [{ kind: 'enter-attacking-from-hand' }], fromHand: true }]);
    expect(result.ok && checkCardText(result.definition, yuriko.text)).toEqual([]);
    expect(result.ok && keywordNamesOf(result.definition)).toEqual(['ninjutsu']);
  });

  it('reads entwine only after "Choose one —" modes', () => {
    const grip = compileCard(oracleCardOf(database.card("Dream's Grip")!));
    expect(grip.ok && grip.definition.entwine).toBe('{1}');
    const notModal = compileCard({ ...oracleCardOf(database.card('Searing Touch')!), text: 'Searing Touch deals 1 damage to any target.\nEntwine {2}' });
    expect(notModal.ok).toBe(false);
  });

  it('reads storm only on instants and sorceries', () => {
    const grapeshot = compileCard(oracleCardOf(database.card('Grapeshot')!));
    expect(grapeshot.ok && grapeshot.definition.keywords).toEqual(['storm']);
    expect(compileCard(oracleCardOf(database.card('Krosan Adaptation')!)).ok).toBe(false);
  });

  it('reads an echo cost beside the echo keyword: a mana cost, or a cost after a dash (CR 702.30a)', () => {
    const raptor = compileCard(oracleCardOf(database.card('Shivan Raptor')!));
    expect(raptor.ok && raptor.definition.keywords).toEqual(['first strike', 'haste', 'echo']);
    expect(raptor.ok && raptor.definition.echo).toBe('{2}{R}');
    const headliner = compileCard(oracleCardOf(database.card('Rakdos Headliner')!));
    expect(headliner.ok && headliner.definition.echo).toEqual({ discard: {} });
    const surger = compileCard(oracleCardOf(database.card('Skizzik Surger')!));
    expect(surger.ok && surger.definition.echo).toEqual({ sacrifice: { types: ['Land'] }, sacrificeCount: 2 });
  });

  it('reads the keyword costs only keywords have, rendered from their structure (CR 702.24a, 702.30a)', () => {
    const costs: [string, object][] = [
      ['Aboroth', { selfCounter: '-1/-1' }],
      ['Braid of Fire', { addMana: 'R' }],
      ['Wall of Shards', { opponentGainsLife: 1 }],
      ['Sheltering Ancient', { counterOnPermanent: { counter: '+1/+1', filter: { types: ['Creature'], controller: 'opponent' } } }],
      ['Jötun Grunt', { graveyardCardsToBottom: 2 }],
      ["Varchild's War-Riders", { opponentCreatesToken: { power: 1, toughness: 1, colors: ['R'], subtypes: ['Survivor'], keywords: [] } }],
    ];
    for (const [name, cost] of costs) {
      const card = compileCard(oracleCardOf(database.card(name)!));
      expect(card.ok && card.definition.cumulativeUpkeep).toEqual(cost);
    }
    const aboroth = compileCard(oracleCardOf(database.card('Aboroth')!));
    if (!aboroth.ok) throw new Error(aboroth.reason);
    const rendered = (cost: object) => describeCard({ ...aboroth.definition, cumulativeUpkeep: cost });
    expect(rendered({ mana: '{B}', payLife: 1 })).toContain('Cumulative upkeep—Pay {B} and 1 life.');
    expect(rendered({ manaEither: ['{G}', '{W}'] })).toContain('Cumulative upkeep {G} or {W}');
    expect(rendered({ draw: 1 })).toContain('Cumulative upkeep—Draw a card.');
    expect(rendered({ sacrifice: { subtypes: ['Mountain'] }, sacrificeCount: 2 })).toContain('Cumulative upkeep—Sacrifice two Mountains.');
    expect(rendered({ selfCounter: '+1/+1' })).toContain('Cumulative upkeep—Put a +1/+1 counter on Aboroth.');
    expect(rendered({ exileTopOfLibrary: 1 })).toContain('Cumulative upkeep—Exile the top card of your library.');
    expect(rendered({ flipCoin: true })).toContain('Cumulative upkeep—Flip a coin.');
    expect(rendered({ gainControlOf: { types: ['Land'], controller: 'not-you' } })).toContain("Cumulative upkeep—Gain control of a land you don't control.");
    expect(rendered({ counterOnPermanent: { counter: '-1/-1', filter: { types: ['Creature'], controller: 'you' } } })).toContain('Cumulative upkeep—Put a -1/-1 counter on a creature you control.');
  });

  it('reads the costs of Thought Lash, Karplusan Minotaur and Herald of Leshrac: each card fails on other text (CR 702.24a)', () => {
    for (const [name, other] of [['Thought Lash', "doesn't pay Thought Lash's cumulative upkeep"], ['Karplusan Minotaur', 'win a coin flip'], ['Herald of Leshrac', "control but don't own"]]) {
      const card = compileCard(oracleCardOf(database.card(name)!));
      expect(card.ok ? '' : `${card.reason}: ${card.line ?? ''}`).toContain(other);
    }
  });

  it('reads "for each age counter on it" in a static P/T change as the counters on the source (CR 122.1)', () => {
    const plating = compileCard(oracleCardOf(database.card('Glacial Plating')!));
    expect(plating.ok && plating.definition.abilities[0]).toEqual({ kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'enchanted' }, power: 3, toughness: 3, forEachCounter: 'age' } });
    const goo = compileCard(oracleCardOf(database.card('Earthen Goo')!));
    expect(goo.ok && goo.definition.abilities[0]).toEqual({ kind: 'static', effect: { kind: 'modify-pt', affected: { kind: 'self' }, power: 1, toughness: 1, forEachCounter: 'age' } });
  });

  it('reads a keyword line separated by semicolons and writes it back so ("Trample; rampage 1")', () => {
    const riders = compileCard(oracleCardOf(database.card("Varchild's War-Riders")!));
    if (!riders.ok) throw new Error(riders.reason);
    expect(riders.definition.keywords).toEqual(['cumulative upkeep', 'trample', 'rampage 1']);
    expect(describeCard(riders.definition)).toContain('\nTrample; rampage 1');
  });

  it('renders a keyword cost from its structure: changing the cost changes the text (CR 702.24a)', () => {
    const kraken = compileCard(oracleCardOf(database.card('Polar Kraken')!));
    if (!kraken.ok) throw new Error(kraken.reason);
    expect(kraken.definition.cumulativeUpkeep).toEqual({ sacrifice: { types: ['Land'] } });
    expect(describeCard({ ...kraken.definition, cumulativeUpkeep: { payLife: 2 } })).toContain('Cumulative upkeep—Pay 2 life.');
    expect(describeCard({ ...kraken.definition, cumulativeUpkeep: '{U}' })).toContain('Cumulative upkeep {U}');
  });

  it('reads "if it was kicked" as an intervening if on the kicks of the permanent, rendered from its structure (CR 702.33e, 603.4)', () => {
    const skizzik = compileCard(oracleCardOf(database.card('Skizzik')!));
    if (!skizzik.ok) throw new Error(skizzik.reason);
    expect(skizzik.definition.abilities[0]).toMatchObject({ condition: { kind: 'source-kicked', kicked: false, named: true }, effects: [{ kind: 'sacrifice' }] });
    const kicked = { ...skizzik.definition, abilities: [{ ...skizzik.definition.abilities[0], condition: { kind: 'source-kicked', kicked: true } }] } as typeof skizzik.definition;
    expect(describeCard(kicked)).toContain('At the beginning of the end step, if it was kicked, sacrifice Skizzik.');
    const drake = compileCard(oracleCardOf(database.card('Academy Drake')!));
    expect(drake.ok && drake.definition.entersWithCounters).toEqual([{ counter: '+1/+1', count: 2, ifKicked: true }]);
    const mage = compileCard(oracleCardOf(database.card('Stormscape Battlemage')!));
    if (!mage.ok) throw new Error(mage.reason);
    expect(mage.definition).toMatchObject({ kicker: '{W}', secondKicker: '{2}{B}' });
    expect(mage.definition.abilities[1]).toMatchObject({ condition: { kind: 'source-kicked', kicked: true, cost: 1 } });
    expect(describeCard({ ...mage.definition, secondKicker: '{3}{B}' })).toContain('Kicker {W} and/or {3}{B}\n');
    expect(describeCard({ ...mage.definition, secondKicker: '{3}{B}' })).toContain('if it was kicked with its {3}{B} kicker, destroy');
    const pack = compileCard(oracleCardOf(database.card('Gnarlid Pack')!));
    expect(pack.ok && pack.definition).toMatchObject({ kicker: '{1}{G}', multikicker: true, entersWithCounters: [{ counter: '+1/+1', count: 1, perKick: true }] });
    // CR 702.33c: "a card for each time Spell Contortion was kicked" names the spell; "for each time it was kicked" does not.
    const contortion = compileCard(oracleCardOf(database.card('Spell Contortion')!));
    expect(contortion.ok && contortion.definition.spell?.effects[1]).toMatchObject({ kind: 'draw', count: { times: 1, forEach: { kicks: true, named: true } } });
    const ritualist = compileCard(oracleCardOf(database.card('Bloodhusk Ritualist')!));
    expect(ritualist.ok && ritualist.definition.abilities[0]).toMatchObject({ effects: [{ kind: 'discard', count: { times: 1, forEach: { kicks: true } } }] });
    expect(compileCard({ ...oracleCardOf(database.card('Spell Contortion')!), text: 'Multikicker {1}{U}\nDraw a card for each time Lightning Bolt was kicked.' }).ok).toBe(false);
    // CR 702.33c: "up to X target creatures …, where X is the number of times Voyager Drake was kicked": the targets' X.
    const voyager = compileCard(oracleCardOf(database.card('Voyager Drake')!));
    expect(voyager.ok && voyager.definition.abilities[0]).toMatchObject({ targets: [{ number: { min: 0, max: 'kicks' } }] });
    // Without a kicker, "if it was kicked" means nothing.
    expect(compileCard({ ...oracleCardOf(database.card('Kor Sanctifiers')!), text: 'When Kor Sanctifiers enters the battlefield, if it was kicked, destroy target artifact or enchantment.' }).ok).toBe(false);
  });

  it('reads "then choose another target for each time this spell was kicked" as one target per kick more, and "twice the number of times it was kicked" (CR 702.33c, 601.2c)', () => {
    const storm = compileCard(oracleCardOf(database.card('Comet Storm')!));
    expect(storm.ok && storm.definition.spell).toMatchObject({ targets: [{ kind: 'any', number: { min: 'one-per-kick', max: 'one-per-kick' } }], effects: [{ kind: 'damage', amount: 'X', to: { targets: 0 } }] });
    const tajuru = compileCard(oracleCardOf(database.card('Strength of the Tajuru')!));
    expect(tajuru.ok && tajuru.definition.spell?.targets[0]).toMatchObject({ kind: 'permanent', filter: { types: ['Creature'] }, number: { max: 'one-per-kick' } });
    // The second phrase must be the first's "another": a different target kind is not this text.
    const mixed = 'Multikicker {1}\nChoose any target, then choose another target creature for each time this spell was kicked. Comet Storm deals X damage to each of them.';
    expect(compileCard({ ...oracleCardOf(database.card('Comet Storm')!), text: mixed }).ok).toBe(false);
    // CR 601.2c: a kicked part's own targets replace the replaced part's ("instead destroy target creature"); a kicked division waits (601.2d).
    const thirst = compileCard({ ...oracleCardOf(database.card("Bloodchief's Thirst")!), text: 'Kicker {2}{B}\nDestroy target nonblack creature. If this spell was kicked, instead destroy target creature.' });
    expect(thirst.ok && thirst.definition.spell).toMatchObject({ targets: [{ filter: { notColors: ['B'] } }, { filter: { types: ['Creature'] } }], effects: [{ kind: 'if-kicked', effects: [{ what: { target: 1 } }], otherwise: [{ what: { target: 0 } }] }] });
    expect(compileCard(oracleCardOf(database.card('Fight with Fire')!)).ok).toBe(false);
    // CR 702.33e, 613.1f: a kicked Necravolver enters with a quoted damage trigger.
    const necravolver = compileCard(oracleCardOf(database.card('Necravolver')!));
    expect(necravolver.ok && necravolver.definition.entersWithCounters?.[1]).toMatchObject({ kickerCost: 1, abilities: [{ kind: 'triggered', trigger: { event: 'deals-damage' }, effects: [{ kind: 'gain-life', amount: 'that-much' }] }] });
    const shaman = compileCard(oracleCardOf(database.card('Deathforge Shaman')!));
    expect(shaman.ok && shaman.definition.abilities[0]).toMatchObject({ effects: [{ kind: 'damage', amount: { times: 2, forEach: { kicks: true }, equalTo: true } }] });
  });

  it('reads a kicker cost that is not only mana after a dash, rendered from its parts (CR 702.33a)', () => {
    const kickerOf = (name: string) => {
      const compiled = compileCard(oracleCardOf(database.card(name)!));
      if (!compiled.ok) throw new Error(compiled.reason);
      return compiled.definition;
    };
    expect(kickerOf('Rushing River').kicker).toEqual({ sacrifice: { types: ['Land'] } });
    expect(kickerOf('Phyrexian Scuta').kicker).toEqual({ payLife: 3 });
    expect(kickerOf('Bog Down').kicker).toEqual({ sacrifice: { types: ['Land'] }, sacrificeCount: 2 });
    expect(kickerOf('Dwarven Landslide').kicker).toEqual({ mana: '{2}{R}', sacrifice: { types: ['Land'] } });
    const merfolk = kickerOf('Arctic Merfolk');
    expect(merfolk.kicker).toEqual({ returnToHand: { types: ['Creature'], controller: 'you' } });
    expect(describeCard({ ...merfolk, kicker: { payLife: 2, discard: {} } })).toContain('Kicker—Pay 2 life, Discard a card.\n');
  });

  it('reads "Choose a color." of a spell and the "protection from the chosen color" it grants, only after that choice (CR 702.16a, 608.2d)', () => {
    const blessing = compileCard(oracleCardOf(database.card("Akroma's Blessing")!));
    if (!blessing.ok) throw new Error(blessing.reason);
    expect(blessing.definition.spell!.effects).toEqual([
      { kind: 'choose-color' },
      { kind: 'grant-until-end-of-turn', what: { all: { types: ['Creature'], controller: 'you' } }, keywords: ['protection from the chosen color'], join: 'sentence' },
    ]);
    const unchosen = compileCard({ ...oracleCardOf(database.card("Akroma's Blessing")!), text: 'Creatures you control gain protection from the chosen color until end of turn.' });
    expect(unchosen.ok).toBe(false);
  });

  it('reads the -volvers\' "enters … with its [cost] kicker" lines, one for each kicker cost, with a keyword or a quoted ability (CR 702.33d-e)', () => {
    const anavolver = compileCard(oracleCardOf(database.card('Anavolver')!));
    if (!anavolver.ok) throw new Error(anavolver.reason);
    expect(anavolver.definition.entersWithCounters).toEqual([
      { counter: '+1/+1', count: 2, ifKicked: true, kickerCost: 0, keywords: ['flying'] },
      { counter: '+1/+1', count: 1, ifKicked: true, kickerCost: 1, abilities: [{ kind: 'activated', cost: { payLife: 3 }, targets: [], effects: [{ kind: 'regenerate', what: 'self' }] }] },
    ]);
    const swapped = { ...anavolver.definition, entersWithCounters: [anavolver.definition.entersWithCounters![0], { ...anavolver.definition.entersWithCounters![1], kickerCost: 0 }] };
    expect(describeCard(swapped)).toContain('If Anavolver was kicked with its {1}{U} kicker, it enters the battlefield with a +1/+1 counter on it and with "Pay 3 life: Regenerate Anavolver."');
  });

  it('keeps a protection\'s creature type capitalized and several qualities as one keyword', () => {
    const elf = compileCard(oracleCardOf(database.card('Warren-Scourge Elf')!));
    expect(elf.ok && elf.definition.keywords).toEqual(['protection from Goblins']);
    const oversoul = compileCard(oracleCardOf(database.card('Oversoul of Dusk')!));
    expect(oversoul.ok && oversoul.definition.keywords).toEqual(['protection from blue, from black, and from red']);
  });

  it('reads "Enchant opponent" and its "enchanted opponent", which only that enchant ability names (CR 303.4, 702.5a)', () => {
    const possession = compileCard(oracleCardOf(database.card('Psychic Possession')!));
    expect(possession.ok && possession.definition.enchant).toBe('opponent');
    expect(possession.ok && possession.definition.abilities).toContainEqual(expect.objectContaining({ kind: 'triggered', trigger: { event: 'draws', player: 'enchanted' } }));
    const base = oracleCardOf(database.card('Psychic Possession')!);
    // The round trip reads the noun back from the enchant ability: "enchanted opponent" of an "Enchant player" Aura is not its text.
    const mismatched = compileCard({ ...base, text: 'Enchant player\nWhenever enchanted opponent draws a card, you may draw a card.' });
    expect(mismatched.ok && describeCard(mismatched.definition)).toBe('Enchant player\nWhenever enchanted player draws a card, you may draw a card.');
    expect(possession.ok && describeCard(possession.definition)).toBe('Enchant opponent\nSkip your draw step.\nWhenever enchanted opponent draws a card, you may draw a card.');
  });

  it('reads the quality of "bands with other" as the creatures that may band (CR 702.22c)', () => {
    const cathedral = compileCard(oracleCardOf(database.card('Cathedral of Serra')!));
    expect(cathedral.ok && cathedral.definition.abilities).toEqual([
      { kind: 'static', effect: { kind: 'grant-keywords', affected: { kind: 'group', filter: { colors: ['W'], legendary: true, types: ['Creature'], controller: 'you' } }, keywords: ['bands with other legendary creatures'] } },
    ]);
    expect(bandsWithOtherQuality('bands with other legendary creatures')).toEqual({ legendary: true, types: ['Creature'] });
    expect(bandsWithOtherQuality('bands with other Dinosaurs')).toEqual({ types: ['Creature'], subtypes: ['Dinosaur'] });
    expect(bandsWithOtherQuality('bands with other Wolves')).toEqual({ types: ['Creature'], subtypes: ['Wolf'] });
    expect(bandsWithOtherQuality('bands with other creatures named Wolves of the Hunt')).toEqual({ types: ['Creature'], named: 'Wolves of the Hunt' });
    expect(bandsWithOtherQuality('bands with other blue')).toBeNull();
    expect(bandsWithOtherQuality('banding')).toBeNull();
  });

  it('reads affinity for a permanent type or a land type, and for nothing else (CR 702.41a)', () => {
    const razor = compileCard(oracleCardOf(database.card('Razor Golem')!));
    expect(razor.ok && razor.definition.keywords).toEqual(['affinity for Plains', 'vigilance']);
    expect(affinityFilter('affinity for Plains')).toEqual({ subtypes: ['Plains'], controller: 'you' });
    expect(affinityFilter('affinity for artifacts')).toEqual({ types: ['Artifact'], controller: 'you' });
    expect(affinityFilter('affinity for instants')).toBeNull();
    expect(affinityFilter('affinity for blue')).toBeNull();
  });
});
