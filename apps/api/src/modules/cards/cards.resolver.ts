import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/access/access.decorator';
import { CardsService } from './cards.service';
import { CardDatabaseInfoModel, CardModel } from './dto/card.model';
import { DecklistCheckModel } from './dto/decklist-check.model';

@Resolver(() => CardModel)
export class CardsResolver {
  constructor(private readonly cardsService: CardsService) {}

  @Public()
  @Query(() => CardModel, { nullable: true, description: 'A card by name (any case, no diacritics needed, either face, Chinese name); null when unknown' })
  card(@Args('name') name: string): CardModel | null {
    return this.cardsService.card(name);
  }

  @Public()
  @Query(() => [CardModel], { description: 'Autocompletion: cards whose name starts with the search (then close names for typos), legal in the format when given' })
  cards(
    @Args('search') search: string,
    @Args('format', { type: () => String, nullable: true }) format?: string,
    @Args('first', { type: () => Int, nullable: true, description: '1 to 100, default 10' }) first?: number,
  ): CardModel[] {
    return this.cardsService.search(search, format ?? undefined, first ?? undefined);
  }

  @Public()
  @Query(() => DecklistCheckModel, { description: 'Checks a decklist (MTGO text, Arena export or .dek XML) against a format' })
  checkDecklist(
    @Args('format') format: string,
    @Args('text') text: string,
    @Args('date', { type: () => String, nullable: true, description: 'extended: the day the card pool is computed for (YYYY-MM-DD); default the data date' }) date?: string,
  ): DecklistCheckModel {
    return this.cardsService.checkDecklist(format, text, date ?? undefined);
  }

  @Public()
  @Query(() => CardDatabaseInfoModel, { description: 'The card data in use: its date, size and formats' })
  cardDatabase(): CardDatabaseInfoModel {
    return this.cardsService.info();
  }
}
