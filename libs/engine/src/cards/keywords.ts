import { AbilityDefinition, CardDefinition, Keyword, KEYWORD_NAMES } from './card-definition';

/** Every keyword the engine knows, as printed in lower case. */
export const KEYWORDS: readonly Keyword[] = KEYWORD_NAMES;

/**
 * Triggered abilities that keywords stand for, built from the same primitives as printed ones:
 * exalted (CR 702.83), persist (702.79), undying (702.93), fading (702.32).
 */
export function keywordTriggeredAbilities(card: CardDefinition): AbilityDefinition[] {
  const derived: AbilityDefinition[] = [];
  for (const keyword of card.keywords) {
    if (keyword === 'exalted') {
      derived.push({ kind: 'triggered', trigger: { event: 'attacks-alone' }, targets: [], effects: [{ kind: 'pump', what: 'trigger-object', power: 1, toughness: 1 }] });
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
    } else if (keyword === 'fading') {
      derived.push({
        kind: 'triggered',
        trigger: { event: 'beginning-of-step', step: 'upkeep', whose: 'yours' },
        targets: [],
        effects: [{ kind: 'remove-counter-or-sacrifice', counter: 'fade' }],
      });
    }
  }
  return derived;
}

/** The keywords a permanent may have that are abilities it "has" but which do nothing alone. */
export function isKeyword(text: string): text is Keyword {
  return (KEYWORDS as readonly string[]).includes(text);
}

/** Keyword counters: a permanent with one has that keyword (CR 122.1b). */
export const KEYWORD_COUNTERS = ['flying', 'first strike', 'double strike', 'deathtouch', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'trample', 'vigilance'] as const satisfies readonly Keyword[];

/** "+1/+1", "-1/-1", "+1/+2": a counter that changes power and toughness (CR 122.1a); null for other counters. */
export function ptCounter(name: string): { power: number; toughness: number } | null {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(name);
  return m ? { power: Number(m[1]), toughness: Number(m[2]) } : null;
}

/** Counters whose rules the engine applies: P/T counters (CR 122.1a) and keyword counters (122.1b). */
export function isSupportedCounter(name: string): boolean {
  return ptCounter(name) !== null || (KEYWORD_COUNTERS as readonly string[]).includes(name);
}
