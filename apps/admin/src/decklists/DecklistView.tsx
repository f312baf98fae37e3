import { useTranslation } from 'react-i18next';
import { cardNameIn, type NamedCard } from '../i18n/card-names';
import { formatDateTime } from '../i18n/locale-format';
import { sectionTotal } from './decklist-text';
import { DECKLIST_SECTIONS, type Decklist } from './decklist-types';
import './decklists.css';

/** A stored list as a judge reads it during a deck check: each section with its total, the format and the card data's date. */
export function DecklistView({ decklist, playerName }: { decklist: Decklist; playerName: string }) {
  const { t, i18n } = useTranslation();
  const sections = DECKLIST_SECTIONS.filter((section) => decklist.cards.some((c) => c.section === section));
  return (
    <section className="decklist-view" aria-label={t('decklist.registeredOf', { name: playerName })} data-testid="decklist-view">
      <p className="muted small" data-testid="decklist-meta">
        {t('decklist.checkedAgainst', { format: decklist.format ?? t('decklist.eventFormat') })} · {t('decklist.cardData', { date: decklist.dataDate ?? t('decklist.unknownDate') })}
        {decklist.submittedAt ? ` · ${t('decklist.submitted', { at: formatDateTime(decklist.submittedAt, i18n.language) })}` : ''}
      </p>
      <div className="decklist-columns">
        {sections.map((section) => (
          <div key={section}>
            <h3>
              {t(`decklist.section.${section}`)} ({sectionTotal(decklist.cards, section)})
            </h3>
            <ul className="decklist-cards">
              {decklist.cards
                .filter((c) => c.section === section)
                .map((c) => (
                  <li key={`${section}:${c.name}`} data-testid="decklist-card">
                    <span className="count">{c.count}</span> <CardName card={c} />
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A card's name in the reader's language, the Oracle name on hover when they differ. */
function CardName({ card }: { card: NamedCard }) {
  const { i18n } = useTranslation();
  const shown = cardNameIn(card, i18n.language);
  return shown === card.name ? <>{shown}</> : <span title={card.name} lang={i18n.language}>{shown}</span>;
}
