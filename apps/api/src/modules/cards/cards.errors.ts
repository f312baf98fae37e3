import { domainErrorFactory, ErrorCategory } from '../../common/errors/domain-error';

export const CARD_ERRORS = {
  /** A format that is neither one of the card data's, nor limited, nor extended. */
  UNKNOWN_FORMAT: 'BAD_USER_INPUT',
  /** `first` outside 1..100. */
  FIRST_OUT_OF_RANGE: 'BAD_USER_INPUT',
  /** A card name or search longer than any card name. */
  CARD_QUERY_TOO_LONG: 'BAD_USER_INPUT',
  /** A decklist with no text, or no card line at all. */
  DECKLIST_EMPTY: 'BAD_USER_INPUT',
  /** A decklist text beyond 100,000 characters. */
  DECKLIST_TOO_LARGE: 'BAD_USER_INPUT',
  /** importCardData: the upload is not base64, not JSON (plain, gzip) or not an MTGJSON file the importer reads. */
  INVALID_CARD_FILE: 'BAD_USER_INPUT',
  /** importCardData: the importer refused the file (`importCode`: NOT_MTGJSON, NO_CARDS, …); nothing changed. */
  CARD_IMPORT_REFUSED: 'BAD_USER_INPUT',
  /** An Extended date that is not YYYY-MM-DD. */
  INVALID_DATE: 'BAD_USER_INPUT',
} as const satisfies Record<string, ErrorCategory>;

export type CardErrorCode = keyof typeof CARD_ERRORS;

export const cardError = domainErrorFactory(CARD_ERRORS);
