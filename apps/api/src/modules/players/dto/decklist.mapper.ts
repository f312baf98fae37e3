import { PlayerEntity } from '../../events';
import { DecklistCardModel, DecklistModel } from './decklist.model';

/** Copies per name, in first-seen order. */
function grouped(section: string, names: readonly string[]): DecklistCardModel[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ section, count, name }));
}

/** MTGO text of a stored list: commanders first (as MTGO keeps them, alone in the sideboard, they are written under "Commander"). */
function mtgoText(cards: readonly DecklistCardModel[]): string {
  const lines = (section: string) => cards.filter((c) => c.section === section).map((c) => `${c.count} ${c.name}`);
  const commanders = lines('commander');
  const sideboard = lines('sideboard');
  return [...(commanders.length ? ['Commander', ...commanders, '', 'Deck'] : []), ...lines('main'), ...(sideboard.length ? ['', 'Sideboard', ...sideboard] : [])].join('\n');
}

/** A player's stored decklist as the GraphQL Decklist; null when none was submitted. */
export function toDecklistModel(player: PlayerEntity): DecklistModel | null {
  if (!player.decklistMain) return null;
  const commanders = player.decklistCommanders ?? [];
  const sideboard = player.decklistSideboard ?? [];
  const cards = [...grouped('commander', commanders), ...grouped('main', player.decklistMain), ...grouped('sideboard', sideboard)];
  return {
    main: player.decklistMain,
    sideboard,
    commanders,
    cards,
    format: player.decklistFormat,
    dataDate: player.decklistDataDate,
    submittedAt: player.decklistSubmittedAt ? player.decklistSubmittedAt.toISOString() : null,
    text: mtgoText(cards),
  };
}
