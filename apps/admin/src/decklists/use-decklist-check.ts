import { useEffect, useState } from 'react';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { CARD_SEARCH, CHECK_DECKLIST } from './decklist-operations';
import type { CardSummary, DecklistCheck } from './decklist-types';

/** Waits this long after the last keystroke before asking the API (checkDecklist takes ~2 ms; the network is the cost). */
const TYPING_PAUSE_MS = 300;

/** The live check of a list as it is typed: the latest answer wins; an empty text has no check. */
export function useDecklistCheck(format: string, text: string): { check: DecklistCheck | null; error: string | null; checking: boolean } {
  const [check, setCheck] = useState<DecklistCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (text.trim() === '') {
      setCheck(null);
      setError(null);
      return;
    }
    let current = true;
    setChecking(true);
    const timer = window.setTimeout(() => {
      request(CHECK_DECKLIST, { format, text }).then(
        (data) => {
          if (!current) return;
          setCheck(data.checkDecklist);
          setError(null);
          setChecking(false);
        },
        (caught: unknown) => {
          if (!current) return;
          setCheck(null);
          setError(errorMessage(caught));
          setChecking(false);
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [format, text]);
  return { check, error, checking };
}

/** Card names for autocompletion (cards(search)), legal in the format when it has a legality list. */
export function useCardSuggestions(search: string, format: string | null): CardSummary[] {
  const [cards, setCards] = useState<CardSummary[]>([]);
  useEffect(() => {
    if (search.trim().length < 2) {
      setCards([]);
      return;
    }
    let current = true;
    const timer = window.setTimeout(() => {
      request(CARD_SEARCH, { search, format, first: 8 }).then(
        (data) => current && setCards(data.cards),
        () => current && setCards([]),
      );
    }, TYPING_PAUSE_MS / 2);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [search, format]);
  return cards;
}
