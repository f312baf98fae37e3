/** The players module's public surface: what other modules may use (docs/decisions.md, the layering rule). */
export { PlayersModule } from './players.module';
export { PlayersService, cleanWizardsId, PLAYER_NAME_MAX, playerNameKey, namesAsText, isInvitationFor } from './players.service';
export type { BulkEntry, DecklistLookups, RegisterPlayerInput } from './players.service';
export { playerError, PLAYER_ERRORS } from './players.errors';
export { PlayerModel } from './dto/player.model';
export { toPlayerModel } from './dto/player.mapper';
export { DecklistModel, DecklistCardModel, PublishedDecklistModel } from './dto/decklist.model';
export { toDecklistModel } from './dto/decklist.mapper';
