import { Card } from '@arbiter/cards';
import { CardModel } from './dto/card.model';

/** A library card as the GraphQL Card (contract: name, manaCost, type, text, colorIdentity, legalities, chineseName). */
export function toCardModel(card: Card, dataDate: string): CardModel {
  return {
    name: card.name,
    manaCost: card.manaCost ?? null,
    manaValue: card.manaValue,
    type: card.type,
    text: card.text === '' ? null : card.text,
    colors: [...card.colors],
    colorIdentity: [...card.colorIdentity],
    layout: card.layout,
    faces: card.faces.map((f) => ({
      name: f.name,
      manaCost: f.manaCost ?? null,
      type: f.type,
      text: f.text,
      power: f.power ?? null,
      toughness: f.toughness ?? null,
      loyalty: f.loyalty ?? null,
      chineseName: f.chinese?.simplified?.name ?? f.chinese?.traditional?.name ?? null,
    })),
    legalities: Object.entries(card.legalities).map(([format, status]) => ({ format, status })),
    canBeCommander: card.canBeCommander,
    chineseName: card.chineseName?.simplified ?? card.chineseName?.traditional ?? null,
    chineseNameTraditional: card.chineseName?.traditional ?? null,
    dataDate,
  };
}
