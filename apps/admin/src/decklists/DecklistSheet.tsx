import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../graphql/graphql-error';
import { formatDateTime } from '../i18n/locale-format';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { DECKLIST_DESK, PLAYER_DECKLIST } from './decklist-operations';
import { sectionTotal, sheetColumns } from './decklist-text';
import type { DecklistCard } from './decklist-types';
import './decklist-sheet.css';

/** Rows per main-deck column of the paper form. */
const ROWS_PER_COLUMN = 22;

function CardRows({ cards, rows }: { cards: readonly DecklistCard[]; rows: number }) {
  const { t } = useTranslation();
  const padded = [...cards, ...Array.from({ length: Math.max(0, rows - cards.length) }, () => null)];
  return (
    <table className="sheet-cards">
      <thead>
        <tr>
          <th className="sheet-count">{t('sheet.count')}</th>
          <th>{t('decklist.cardName')}</th>
        </tr>
      </thead>
      <tbody>
        {padded.map((card, index) => (
          <tr key={card ? card.name : `blank-${index}`}>
            <td className="sheet-count">{card?.count ?? ''}</td>
            <td>{card?.name ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A player's decklist on the registration-sheet layout (header, two main-deck columns, sideboard, totals, judge boxes), for printing. */
export function DecklistSheet() {
  const { t, i18n } = useTranslation();
  const { id, playerId } = useParams<{ id: string; playerId: string }>();
  const desk = useGraphQLQuery(DECKLIST_DESK, id ? { eventId: id } : null);
  const stored = useGraphQLQuery(PLAYER_DECKLIST, playerId ? { playerId } : null);
  const event = desk.data?.event;
  const player = event?.players.find((p) => p.id === playerId);
  const decklist = stored.data?.decklist;
  const failure = desk.error ?? stored.error;
  if (failure) return <p>{errorMessage(failure)}</p>;
  if (!event || !player || !decklist) return <p>{desk.loading || stored.loading ? t('common.loading') : t('sheet.none')}</p>;
  const columns = sheetColumns(decklist.cards, ROWS_PER_COLUMN);
  const [last, first] = splitName(player.name);
  return (
    <div className="decklist-sheet" data-testid="decklist-sheet">
      <div className="no-print">
        <button type="button" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      <header className="sheet-header">
        <h1>{t('sheet.title')}</h1>
        <table className="sheet-fields">
          <tbody>
            <tr>
              <th>{t('profile.event')}</th>
              <td>{event.name}</td>
              <th>{t('admin.events.format')}</th>
              <td>{decklist.format ?? event.decklistFormat}</td>
            </tr>
            <tr>
              <th>{t('sheet.lastName')}</th>
              <td>{last}</td>
              <th>{t('sheet.firstName')}</th>
              <td>{first}</td>
            </tr>
            <tr>
              <th>{t('sheet.wizardsAccount')}</th>
              <td>{player.wizardsId ?? ''}</td>
              <th>{t('sheet.submitted')}</th>
              <td>{decklist.submittedAt ? formatDateTime(decklist.submittedAt, i18n.language) : ''}</td>
            </tr>
          </tbody>
        </table>
      </header>
      {columns.commanders.length ? (
        <p className="sheet-commander">
          <strong>{t('sheet.commander')}</strong> {columns.commanders.map((c) => c.name).join(' & ')}
        </p>
      ) : null}
      <div className="sheet-body">
        <section>
          <h2>{t('decklist.section.main')}</h2>
          <CardRows cards={columns.main[0]} rows={ROWS_PER_COLUMN} />
        </section>
        <section>
          <h2>{t('sheet.mainContinued')}</h2>
          <CardRows cards={columns.main[1]} rows={ROWS_PER_COLUMN} />
        </section>
        <section>
          <h2>{t('decklist.section.sideboard')}</h2>
          <CardRows cards={columns.sideboard} rows={15} />
          <table className="sheet-totals">
            <tbody>
              <tr>
                <th>{t('sheet.totalMain')}</th>
                <td data-testid="sheet-main-total">{sectionTotal(decklist.cards, 'main') + sectionTotal(decklist.cards, 'commander')}</td>
              </tr>
              <tr>
                <th>{t('sheet.totalSideboard')}</th>
                <td>{sectionTotal(decklist.cards, 'sideboard')}</td>
              </tr>
            </tbody>
          </table>
          <table className="sheet-judge">
            <caption>{t('sheet.judgeOnly')}</caption>
            <tbody>
              <tr>
                <th>{t('sheet.deckCheckRound')}</th>
                <td />
                <th>{t('admin.round.status')}</th>
                <td />
              </tr>
              <tr>
                <th>{t('sheet.judge')}</th>
                <td />
                <th>{t('sheet.penalty')}</th>
                <td />
              </tr>
            </tbody>
          </table>
        </section>
      </div>
      <p className="sheet-footer">{t('sheet.footer', { date: decklist.dataDate ?? t('decklist.unknownDate') })}</p>
    </div>
  );
}

/** "First Last" as the sheet's last and first name fields (one word: the last name only). */
function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return [name, ''];
  return [parts[parts.length - 1], parts.slice(0, -1).join(' ')];
}
