import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { CardDataImportService } from './card-data-import.service';
import { CardImportModel } from './dto/card-import.model';
import { CardsService } from './cards.service';
import { CardDatabaseInfoModel, CardModel } from './dto/card.model';
import { DecklistCheckModel } from './dto/decklist-check.model';

@Resolver(() => CardModel)
export class CardsResolver {
  constructor(
    private readonly cardsService: CardsService,
    private readonly imports: CardDataImportService,
  ) {}

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

  @SignedIn('ANY_USER')
  @Mutation(() => CardImportModel, {
    description: 'Administrators: replaces the card data with an uploaded MTGJSON file (AtomicCards, AllPrintings or a set file; plain or gzip, base64-encoded; SetList.json optional) for every instance',
  })
  importCardData(
    @CurrentActor() actor: Actor,
    @Args('fileName') fileName: string,
    @Args('contentBase64') contentBase64: string,
    @Args('setListBase64', { type: () => String, nullable: true }) setListBase64?: string | null,
  ): Promise<CardImportModel> {
    return this.imports.importFile(actor, fileName, contentBase64, setListBase64 ?? null);
  }
}
