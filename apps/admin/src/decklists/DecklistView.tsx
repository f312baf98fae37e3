import { sectionTotal } from './decklist-text';
import { DECKLIST_SECTIONS, type Decklist, type DecklistSection } from './decklist-types';
import './decklists.css';

const SECTION_TITLES: Record<DecklistSection, string> = { commander: 'Commander', main: 'Main deck', sideboard: 'Sideboard' };

/** A stored list as a judge reads it during a deck check: each section with its total, the format and the card data's date. */
export function DecklistView({ decklist, playerName }: { decklist: Decklist; playerName: string }) {
  const sections = DECKLIST_SECTIONS.filter((section) => decklist.cards.some((c) => c.section === section));
  return (
    <section className="decklist-view" aria-label={`Registered decklist of ${playerName}`} data-testid="decklist-view">
      <p className="muted small" data-testid="decklist-meta">
        Checked against {decklist.format ?? 'the event format'} · card data of {decklist.dataDate ?? 'unknown date'}
        {decklist.submittedAt ? ` · submitted ${new Date(decklist.submittedAt).toLocaleString()}` : ''}
      </p>
      <div className="decklist-columns">
        {sections.map((section) => (
          <div key={section}>
            <h3>
              {SECTION_TITLES[section]} ({sectionTotal(decklist.cards, section)})
            </h3>
            <ul className="decklist-cards">
              {decklist.cards
                .filter((c) => c.section === section)
                .map((c) => (
                  <li key={`${section}:${c.name}`} data-testid="decklist-card">
                    <span className="count">{c.count}</span> {c.name}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
