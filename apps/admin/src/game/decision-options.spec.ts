import {
  actionableCards,
  choiceLabel,
  declarationFieldOf,
  declarationOption,
  decisionText,
  generalOptions,
  optionLabel,
  optionsForCard,
  parseReference,
  referenceLabel,
  selectableCreatures,
  targetsFor,
} from './decision-options';
import type { DecisionOption } from './game-view';

// Shows the key and its values, so a label's words are checked without the catalogues.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);

describe('references', () => {
  it('reads players, cards with and without copy numbers, and anything else as text', () => {
    expect(parseReference('A')).toEqual({ kind: 'player', side: 'A' });
    expect(parseReference('B:Grizzly Bears#2')).toEqual({ kind: 'card', owner: 'B', name: 'Grizzly Bears', copy: 2 });
    expect(parseReference('A:Shock')).toEqual({ kind: 'card', owner: 'A', name: 'Shock', copy: null });
    expect(parseReference('gone')).toEqual({ kind: 'other', text: 'gone' });
  });

  it('names players from the viewer’s side (and by side for staff)', () => {
    expect(referenceLabel('A', 'A', t)).toBe('game.ref.you');
    expect(referenceLabel('B', 'A', t)).toBe('game.ref.opponent');
    expect(referenceLabel('B', null, t)).toBe('game.ref.player{"side":"B"}');
    expect(referenceLabel('B:Grizzly Bears#2', 'A', t)).toBe('Grizzly Bears #2');
    expect(referenceLabel('gone', 'A', t)).toBe('game.ref.gone');
  });
});

describe('priority options', () => {
  const options: DecisionOption[] = [
    { do: 'pass' },
    { do: 'play', card: 'Forest' },
    { do: 'cast', card: 'Shock', targets: ['B'] },
    { do: 'cast', card: 'Shock', targets: ['B:Grizzly Bears'] },
    { do: 'activate', card: 'A:Forest#2', ability: 0, manaAbility: true },
    { do: 'cast', card: 'Deep Analysis', alt: 'flashback' },
  ];

  it('groups options by the card clicked (in hand by name, on the battlefield by reference); mana abilities alone do not make a card clickable', () => {
    expect(optionsForCard(options, ['A:Shock#2', 'Shock'])).toHaveLength(2);
    expect(optionsForCard(options, ['A:Forest#2'])).toEqual([options[4]]);
    expect(optionsForCard(options, ['A:Forest#1'])).toEqual([]);
    expect([...actionableCards(options)].sort()).toEqual(['Deep Analysis', 'Forest', 'Shock']);
    // A card with no tile on screen (flashback from the graveyard) is offered with pass.
    expect(generalOptions(options, new Set(['Forest', 'Shock', 'A:Forest#2']))).toEqual([{ do: 'pass' }, options[5]]);
  });

  it('sends the listed option without the mana-ability marker', () => {
    expect(JSON.parse(decisionText(options[4]))).toEqual({ do: 'activate', card: 'A:Forest#2', ability: 0 });
    expect(JSON.parse(decisionText(options[3]))).toEqual(options[3]);
  });

  it('says what each option does, with its targets and costs', () => {
    expect(optionLabel(options[0], options, 'A', t)).toBe('game.option.pass');
    expect(optionLabel(options[1], options, 'A', t)).toBe('game.option.play{"card":"Forest"}');
    expect(optionLabel(options[2], options, 'A', t)).toBe('game.option.cast{"card":"Shock"} · game.option.targets{"targets":"game.ref.opponent"}');
    expect(optionLabel({ do: 'cast', card: 'A:Blaze', x: 3, kicked: true }, [], 'A', t)).toBe('game.option.cast{"card":"Blaze"} · game.option.x{"x":3} · game.option.kicked');
    expect(optionLabel(options[4], options, 'A', t)).toBe('game.option.mana{"card":"Forest #2","ability":"game.option.abilityNumber{\\"number\\":1}"}');
    expect(optionLabel({ do: 'activate', card: 'A:Bonesplitter', ability: 'equip', targets: ['A:Grizzly Bears'] }, [], 'A', t)).toBe(
      'game.option.activate{"card":"Bonesplitter","ability":"game.ability.equip"} · game.option.targets{"targets":"Grizzly Bears"}',
    );
  });
});

describe('choices', () => {
  it('reads mulligan, play-or-draw, yes/no, colours, cards and card lists', () => {
    const mulligan: DecisionOption[] = [
      { do: 'choose', choice: 'keep' },
      { do: 'choose', choice: 'mulligan' },
    ];
    expect(mulligan.map((option) => optionLabel(option, mulligan, 'A', t))).toEqual(['game.choice.keep', 'game.choice.mulligan']);
    expect(choiceLabel(true, [true, false], 'A', t)).toBe('game.choice.yes');
    expect(choiceLabel('B', ['W', 'B'], 'A', t)).toBe('game.colour.B');
    // "B" among players' sides is the opponent, not black.
    expect(choiceLabel('B', ['A', 'B'], 'A', t)).toBe('game.ref.opponent');
    expect(choiceLabel(['A:Grizzly Bears', 'A:Shock'], [], 'A', t)).toBe('Grizzly Bears, Shock');
  });
});

describe('combat declarations', () => {
  // Two possible attackers: every subset is listed.
  const attacks: DecisionOption[] = [
    { do: 'attack', attackers: {} },
    { do: 'attack', attackers: { 'A:Bears': 'B', 'A:Elf': 'B' } },
    { do: 'attack', attackers: { 'A:Bears': 'B' } },
    { do: 'attack', attackers: { 'A:Elf': 'B' } },
  ];

  it('knows the declaring field from the options', () => {
    expect(declarationFieldOf(attacks)).toBe('attackers');
    expect(declarationFieldOf([{ do: 'block', blockers: {} }])).toBe('blockers');
    expect(declarationFieldOf([{ do: 'pass' }])).toBeNull();
  });

  it('finds the listed declaration for the creatures clicked', () => {
    expect([...selectableCreatures(attacks, 'attackers', {})].sort()).toEqual(['A:Bears', 'A:Elf']);
    expect(targetsFor(attacks, 'attackers', {}, 'A:Bears')).toEqual(['B']);
    expect(declarationOption(attacks, 'attackers', {})).toEqual(attacks[0]);
    expect(declarationOption(attacks, 'attackers', { 'A:Bears': 'B' })).toEqual(attacks[2]);
    expect(declarationOption(attacks, 'attackers', { 'A:Bears': 'B', 'A:Elf': 'B' })).toEqual(attacks[1]);
  });

  it('offers only declarations the engine listed (a subset it did not list cannot be sent)', () => {
    // Five attackers: the engine lists none, all, and each alone, so two of them is no option.
    const many: DecisionOption[] = [
      { do: 'attack', attackers: {} },
      { do: 'attack', attackers: { a: 'B', b: 'B', c: 'B' } },
      { do: 'attack', attackers: { a: 'B' } },
      { do: 'attack', attackers: { b: 'B' } },
      { do: 'attack', attackers: { c: 'B' } },
    ];
    expect(declarationOption(many, 'attackers', { a: 'B', b: 'B' })).toBeNull();
    expect([...selectableCreatures(many, 'attackers', { a: 'B' })].sort()).toEqual(['b', 'c']);
  });

  it('asks which attacker a blocker blocks when it could block several', () => {
    const blocks: DecisionOption[] = [
      { do: 'block', blockers: {} },
      { do: 'block', blockers: { 'B:Wall': 'A:Bears' } },
      { do: 'block', blockers: { 'B:Wall': 'A:Elf' } },
      { do: 'block', blockers: { 'B:Wall': 'A:Bears', 'B:Cat': 'A:Elf' } },
      { do: 'block', blockers: { 'B:Cat': 'A:Elf' } },
    ];
    expect(targetsFor(blocks, 'blockers', {}, 'B:Wall')).toEqual(['A:Bears', 'A:Elf']);
    expect(targetsFor(blocks, 'blockers', { 'B:Cat': 'A:Elf' }, 'B:Wall')).toEqual(['A:Bears']);
    expect(declarationOption(blocks, 'blockers', { 'B:Wall': 'A:Bears', 'B:Cat': 'A:Elf' })).toEqual(blocks[3]);
    expect(optionLabel(blocks[3], blocks, 'B', t)).toBe('game.option.block{"pairs":"Wall → Bears, Cat → Elf"}');
    expect(optionLabel(blocks[0], blocks, 'B', t)).toBe('game.option.noBlock');
  });

  it('describes damage assignment', () => {
    expect(optionLabel({ do: 'assign', attacker: 'A:Troll', damage: { 'B:Wall': 2, B: 3 } }, [], 'A', t)).toBe('game.option.assign{"attacker":"Troll","damage":"Wall 2, game.ref.opponent 3"}');
  });
});
