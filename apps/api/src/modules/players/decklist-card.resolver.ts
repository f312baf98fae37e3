import { ResolveField, Resolver } from '@nestjs/graphql';
import { CardModel, CardsService } from '../cards';
import { DecklistCardModel } from './dto/decklist.model';

/** A decklist line's card from the card data: its Chinese names for the screens, its type and text for a deck check. */
@Resolver(() => DecklistCardModel)
export class DecklistCardResolver {
  constructor(private readonly cards: CardsService) {}

  @ResolveField(() => CardModel, { nullable: true, description: 'The card in the card data (Chinese names, type, text); null when the data no longer has that name' })
  card(entry: DecklistCardModel): CardModel | null {
    return this.cards.card(entry.name);
  }
}
