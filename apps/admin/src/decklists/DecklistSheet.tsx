import { useParams } from 'react-router-dom';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import { DECKLIST_DESK, PLAYER_DECKLIST } from './decklist-operations';
import { sectionTotal, sheetColumns } from './decklist-text';
import type { DecklistCard } from './decklist-types';
import './decklist-sheet.css';

/** Rows per main-deck column of the paper form. */
const ROWS_PER_COLUMN = 22;

function CardRows({ cards, rows }: { cards: readonly DecklistCard[]; rows: number }) {
  const padded = [...cards, ...Array.from({ length: Math.max(0, rows - cards.length) }, () => null)];
  return (
    <table className="sheet-cards">
      <thead>
        <tr>
          <th className="sheet-count"># in deck</th>
          <th>Card name</th>
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
  const { id, playerId } = useParams<{ id: string; playerId: string }>();
  const desk = useGraphQLQuery(DECKLIST_DESK, id ? { eventId: id } : null);
  const stored = useGraphQLQuery(PLAYER_DECKLIST, playerId ? { playerId } : null);
  const event = desk.data?.event;
  const player = event?.players.find((p) => p.id === playerId);
  const decklist = stored.data?.decklist;
  const failure = desk.error ?? stored.error;
  if (failure) return <p>{failure.message}</p>;
  if (!event || !player || !decklist) return <p>{desk.loading || stored.loading ? 'Loading…' : 'No decklist to print.'}</p>;
  const columns = sheetColumns(decklist.cards, ROWS_PER_COLUMN);
  const [last, first] = splitName(player.name);
  return (
    <div className="decklist-sheet" data-testid="decklist-sheet">
      <div className="no-print">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <header className="sheet-header">
        <h1>Decklist registration sheet</h1>
        <table className="sheet-fields">
          <tbody>
            <tr>
              <th>Event</th>
              <td>{event.name}</td>
              <th>Format</th>
              <td>{decklist.format ?? event.decklistFormat}</td>
            </tr>
            <tr>
              <th>Last name</th>
              <td>{last}</td>
              <th>First name</th>
              <td>{first}</td>
            </tr>
            <tr>
              <th>Wizards account</th>
              <td>{player.wizardsId ?? ''}</td>
              <th>Submitted</th>
              <td>{decklist.submittedAt ? new Date(decklist.submittedAt).toLocaleString() : ''}</td>
            </tr>
          </tbody>
        </table>
      </header>
      {columns.commanders.length ? (
        <p className="sheet-commander">
          <strong>Commander:</strong> {columns.commanders.map((c) => c.name).join(' & ')}
        </p>
      ) : null}
      <div className="sheet-body">
        <section>
          <h2>Main deck</h2>
          <CardRows cards={columns.main[0]} rows={ROWS_PER_COLUMN} />
        </section>
        <section>
          <h2>Main deck continued</h2>
          <CardRows cards={columns.main[1]} rows={ROWS_PER_COLUMN} />
        </section>
        <section>
          <h2>Sideboard</h2>
          <CardRows cards={columns.sideboard} rows={15} />
          <table className="sheet-totals">
            <tbody>
              <tr>
                <th>Total main deck</th>
                <td data-testid="sheet-main-total">{sectionTotal(decklist.cards, 'main') + sectionTotal(decklist.cards, 'commander')}</td>
              </tr>
              <tr>
                <th>Total sideboard</th>
                <td>{sectionTotal(decklist.cards, 'sideboard')}</td>
              </tr>
            </tbody>
          </table>
          <table className="sheet-judge">
            <caption>For judge use only</caption>
            <tbody>
              <tr>
                <th>Deck check round</th>
                <td />
                <th>Status</th>
                <td />
              </tr>
              <tr>
                <th>Judge</th>
                <td />
                <th>Penalty</th>
                <td />
              </tr>
            </tbody>
          </table>
        </section>
      </div>
      <p className="sheet-footer">Legality checked by Arbiter with card data of {decklist.dataDate ?? 'unknown date'}.</p>
    </div>
  );
}

/** "First Last" as the sheet's last and first name fields (one word: the last name only). */
function splitName(name: string): [string, string] {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return [name, ''];
  return [parts[parts.length - 1], parts.slice(0, -1).join(' ')];
}
