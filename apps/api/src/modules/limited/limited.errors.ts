import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const LIMITED_ERRORS = {
  /** Digital sealed and draft need a digital Limited event. */
  NOT_DIGITAL_LIMITED: 'BAD_USER_INPUT',
  /** No booster data for the set code (arbiter cards boosters lists what has). */
  UNKNOWN_BOOSTER_SET: 'BAD_USER_INPUT',
  /** The event has no digital sealed or draft set up (setUpDigitalLimited). */
  LIMITED_NOT_SET_UP: 'CONFLICT',
  /** Pools are opened, or the draft has started: the product and set are fixed. */
  LIMITED_ALREADY_STARTED: 'CONFLICT',
  /** openSealedPools on a draft, or a draft operation on a sealed event. */
  WRONG_LIMITED_PRODUCT: 'CONFLICT',
  /** A draft needs at least two drafters in a pod. */
  NOT_ENOUGH_DRAFTERS: 'BAD_USER_INPUT',
  /** The signed-in user plays no seat of this event's draft. */
  NOT_IN_DRAFT: 'FORBIDDEN',
  /** The pick was refused by the draft (NO_PACK_IN_HAND, CARD_NOT_IN_PACK, DRAFT_FINISHED…: see details.reason). */
  DRAFT_PICK_REFUSED: 'CONFLICT',
  /** The signed-in user has no pool in this event (yet). */
  NO_LIMITED_POOL: 'NOT_FOUND',
  /** The deck was refused (details.problems: CARD_NOT_IN_POOL, CARD_LISTED_TWICE, NOT_A_BASIC_LAND, INVALID_BASIC_LAND_COUNT, CARD_NOT_PLAYABLE, DECK_TOO_SMALL). */
  LIMITED_DECK_REFUSED: 'BAD_USER_INPUT',
  /** Deck construction time is over (the deck clock's last phase), or round 1 has started. */
  DECK_REGISTRATION_CLOSED: 'CONFLICT',
} as const satisfies Record<string, ErrorCategory>;

export type LimitedErrorCode = keyof typeof LIMITED_ERRORS;

export const limitedError = domainErrorFactory(LIMITED_ERRORS);
