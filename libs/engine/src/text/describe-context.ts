import { Amount, Effect, Subject } from '../cards/card-definition';

/**
 * What an effect handler needs to render its clause of rules text: noun phrases for subjects
 * (first mention "target creature", then "it", then "that creature"), amounts and counts.
 */
export interface DescribeContext {
  /** True when the previous clause of this sentence had this subject, not "you" (so it is not repeated). */
  continuesSubject(subject: Subject): boolean;
  /** The noun phrase for a subject at this point of the text. */
  subject(subject: Subject): string;
  /** The possessive of a subject ("target creature's"). */
  possessive(subject: Subject): string;
  /** True when the subject is the reader ("you"): the verb takes its base form. */
  isYou(subject: Subject): boolean;
  /** The subject names one object or player, or many ("each creature" is one at a time, "all creatures" many). */
  plural(subject: Subject): boolean;
  /** How the source names itself: "Shock", or "it" after a cost sacrificed it or a trigger named it. */
  self(): string;
  /** The source's name, even where it is otherwise "it" (a second object of one clause: "that creature and Loyal Sentry"). */
  name(): string;
  /** "3", "X"; a kicked amount renders its unkicked value (the damage handler renders the kicked one). */
  amount(amount: Amount): string;
  /** " for each card in your graveyard" after the amount of "N for each …", else "". */
  forEach(amount: Amount): string;
  /** "a card", "two cards". */
  cards(count: Amount): string;
  /** True when this clause is the only one of its sentence (so an effect on "you" may be an order: "Draw a card."). */
  readonly alone: boolean;
  /** True inside "you may …": the clause drops its subject "you". */
  readonly optional: boolean;
  /** True when a subject is a card in its controller's graveyard ("to your hand", not "to its owner's hand"). */
  fromYourGraveyard(subject: Subject): boolean;
  /** One of the card's kicker costs, as printed ("{2}{R}"), by its index (CR 702.33d). */
  kickerCost(index: number): string;
  /**
   * Renders nested effects (of "you may") as one clause; `selfIsIt`: they call the source "it"; `newSentence`: they
   * start a sentence, so they name their subject even if the clause before had it.
   */
  clauses(effects: Effect[], optional: boolean, options?: { selfIsIt?: boolean; newSentence?: boolean }): string;
}

/** Numbers as words, by value ("seven"). */
export const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'];

/** A count as Oracle text writes it: "two", "X". */
export function numberWord(n: number | 'X'): string {
  return n === 'X' ? 'X' : (NUMBER_WORDS[n] ?? String(n));
}

/** "draw"/"draws" for a subject. */
export function verbFor(d: DescribeContext, subject: Subject, base: string, third: string): string {
  return d.isYou(subject) || d.plural(subject) ? base : third;
}

/**
 * "You gain", "Target player loses", inside "you may" "gain", and after a clause of the same
 * sentence on the same player other than you only the verb ("draws two cards and loses 2 life").
 */
export function subjectAndVerb(d: DescribeContext, subject: Subject, base: string, third: string): string {
  if (d.optional && d.isYou(subject)) return base;
  if (d.continuesSubject(subject)) return verbFor(d, subject, base, third);
  return `${d.subject(subject)} ${verbFor(d, subject, base, third)}`;
}
