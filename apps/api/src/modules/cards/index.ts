/** The cards module's public surface: what other modules may use. */
export { CardsModule } from './cards.module';
export { CardsService, toDecklistCheckModel, toDecklistProblemModel } from './cards.service';
export { CardDatabaseProvider } from './card-database.provider';
export { CardModel, CardFaceModel, LegalityModel, CardDatabaseInfoModel } from './dto/card.model';
export { DecklistCheckModel, DecklistProblemModel } from './dto/decklist-check.model';
export { toCardModel } from './card.mapper';
export { EngineCardPoolService, ENGINE_CARD_POOL_ID } from './engine-card-pool.service';
