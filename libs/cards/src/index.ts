/**
 * @arbiter/cards — every Magic card from MTGJSON 5 data: the importer, the compact snapshot
 * shipped in the repository, and lookups (exact, faces, Chinese names, typos, autocompletion).
 * See libs/cards/README.md.
 */
export type { Card, CardFace, CardSet, ChineseFace, Color, ForeignFace, LeadershipSkills, LegalityStatus, PartnerRule } from './card';
export { COLORS, LEGALITY_STATUSES } from './card';
export type { CardDatabaseData, CardDataMeta, CardNames, CardSource } from './card-database-data';
export { CardDatabase, LIMITED_FORMAT } from './card-database';
export type { CardLookup, CardMatch, CardSearchOptions } from './card-database';
export { cardNameKey } from './card-name';
export { importMtgjson, importMtgjsonSets, detectMtgjsonFile, MTGJSON_FILE_KINDS, CARD_IMPORT_ERROR_CODES } from './mtgjson/mtgjson-importer';
export type { CardImportError, CardImportErrorCode, CardImportOptions, CardImportResult, CardImportSuccess, MtgjsonFileKind } from './mtgjson/mtgjson-importer';
export { encodeCardSnapshot, decodeCardSnapshot, openCardSnapshot, CardSnapshotError, CARD_SNAPSHOT_FORMAT, CARD_SNAPSHOT_VERSION } from './snapshot/card-snapshot-codec';
export {
  loadDefaultCardDatabase,
  forgetLoadedCardDatabases,
  defaultSnapshotPath,
  shippedSnapshotPath,
  importedSnapshotPath,
  readCardSnapshot,
  writeCardSnapshot,
  readMtgjsonFile,
  importMtgjsonFile,
  CardFileError,
  CARD_SNAPSHOT_FILE,
} from './node/card-files';
export type { DefaultCardDatabaseOptions, MtgjsonFileImportOptions } from './node/card-files';
export { DECK_SECTIONS, DECKLIST_TEXT_FORMATS, sectionCount } from './decklist/decklist';
export type { Decklist, DecklistEntry, DecklistParseError, DecklistTextFormat, DeckSection, ParsedDecklist } from './decklist/decklist';
export { parseDecklist, writeDecklist } from './decklist/decklist-format';
export { checkDecklist, checkDecklistText, EXTENDED_FORMAT, FREEFORM_FORMAT, EXTRA_FORMATS } from './legality/decklist-check';
export type { DecklistCheck, DecklistCheckCard, DecklistCheckError, DecklistCheckOptions, DecklistCheckResult } from './legality/decklist-check';
export { DECKLIST_PROBLEM_CODES } from './legality/decklist-problem';
export type { DecklistProblem, DecklistProblemCode } from './legality/decklist-problem';
export { ownCopyLimit } from './legality/copy-limit';
export { FORMAT_RULES, formatRules, commanderGameOf } from './legality/format-rules';
export type { FormatRules, RestrictedMeaning, CommanderEligibility, CommanderGame } from './legality/format-rules';
export { COMMANDER_RULES, canCommand, canCommandTogether } from './legality/commander-rules';
export type { CommanderRules } from './legality/commander-rules';
export { extendedSetCodes, extendedEnvironments, extendedRotations, EXTENDED_FIRST_ROTATION } from './legality/extended-format';
export type { ExtendedEnvironment } from './legality/extended-format';
export { mergeSetFile } from './mtgjson/merge-card-data';
export type { BoosterData, BoosterKind, BoosterPrinting, BoosterSheet, BoosterVariant, SetBoosters } from './boosters/booster-data';
export { importSetBoosters, BoosterDataError } from './boosters/booster-import';
export { openBoosters, defaultBoosterKind } from './boosters/open-booster';
export type { OpenedPacks, PackCard } from './boosters/open-booster';
export { SeededStream } from './boosters/seeded-stream';
export type { SkippedBoosterSet } from './node/booster-files';
export { BOOSTER_SNAPSHOT_FILE, importBoosterFolder, loadShippedBoosters, readBoosterSnapshot, shippedBoosterSnapshotPath, writeBoosterSnapshot } from './node/booster-files';
