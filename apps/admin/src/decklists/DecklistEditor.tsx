import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../graphql/graphql-client';
import { errorMessage } from '../graphql/graphql-error';
import { useApiWording } from '../i18n/api-wording';
import { cardNameIn } from '../i18n/card-names';
import { SUBMIT_DECKLIST_TEXT } from './decklist-operations';
import { addCardLine, problemsOfError, replaceCardName, sortedProblems } from './decklist-text';
import type { DecklistProblem } from './decklist-types';
import { useCardSuggestions, useDecklistCheck } from './use-decklist-check';
import './decklists.css';

/** Formats without a legality list: autocompletion offers every card. */
const ANY_CARD_FORMATS = new Set(['limited', 'freeform', 'extended']);
// A sample of what to paste, in the syntax the parser reads in every language: card names and the `Sideboard` header are input, not prose.
const SAMPLE_LIST = '4 Lightning Bolt\n20 Mountain\n\nSideboard\n2 Pyroblast';

interface DecklistEditorProps {
  eventId: string;
  playerId: string;
  playerName: string;
  /** What the event checks lists against (Event.decklistFormat). */
  format: string;
  /** The stored list, to start from. */
  initialText?: string;
  onSubmitted: () => void;
}

/**
 * Decklist entry by paste (MTGO text, Arena export or .dek XML) with the event's check as
 * you type: every problem with its line, suggestions for misspelt names one click away, and
 * card-name autocompletion to add a line. The API refuses an illegal list; nothing is stored.
 */
export function DecklistEditor({ eventId, playerId, playerName, format, initialText = '', onSubmitted }: DecklistEditorProps) {
  const { t } = useTranslation();
  const apiWording = useApiWording();
  const [text, setText] = useState(initialText);
  const { check, error, checking } = useDecklistCheck(format, text);
  const [refused, setRefused] = useState<DecklistProblem[] | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const textId = useId();

  const problems = refused ?? check?.problems ?? [];
  const submit = async (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSubmitting(true);
    setSubmitError(null);
    try {
      await request(SUBMIT_DECKLIST_TEXT, { eventId, playerId, text });
      setRefused(null);
      onSubmitted();
    } catch (caught) {
      const listed = problemsOfError(caught);
      setRefused(listed);
      setSubmitError(listed ? null : errorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  };
  const edit = (next: string) => {
    setText(next);
    setRefused(null);
  };

  return (
    <form className="decklist-editor" onSubmit={submit} aria-label={t('decklist.of', { name: playerName })} data-testid="decklist-editor">
      <label htmlFor={textId} className="decklist-label">
        {t('decklist.paste')} <strong>{format}</strong>
      </label>
      <textarea
        id={textId}
        className="decklist-text"
        value={text}
        onChange={(e) => edit(e.target.value)}
        rows={14}
        spellCheck={false}
        placeholder={SAMPLE_LIST}
        data-testid="decklist-text"
      />
      <AddCardLine format={format} onAdd={(count, name, sideboard) => edit(addCardLine(text, count, name, sideboard))} />
      <div className="decklist-status" aria-live="polite" data-testid="decklist-status">
        {text.trim() === '' ? (
          <span className="muted">{t('decklist.empty')}</span>
        ) : checking ? (
          <span className="muted">{t('decklist.checking')}</span>
        ) : error ? (
          <span className="error">{error}</span>
        ) : check ? (
          <span className={check.legal && !refused ? 'legal' : 'illegal'} data-testid="decklist-verdict">
            {check.legal && !refused ? t('decklist.legalIn', { format: check.format }) : t(problems.length === 1 ? 'decklist.oneProblemIn' : 'decklist.problemsIn', { problems: problems.length, format: check.format })} ·{' '}
            {t('decklist.mainCount', { cards: check.mainCount })} · {t('decklist.sideboardCount', { cards: check.sideboardCount })}
            {check.commanders.length ? ` · ${t('decklist.commanders', { names: check.commanders.join(' & ') })}` : ''} · {t('decklist.cardData', { date: check.dataDate })}
          </span>
        ) : null}
      </div>
      {problems.length > 0 ? (
        <ul className="decklist-problems" data-testid="decklist-problems">
          {sortedProblems(problems).map((problem, index) => (
            <li key={`${problem.code}:${problem.line}:${index}`} data-testid="decklist-problem" data-code={problem.code} data-line={problem.line ?? ''}>
              <span className="problem-line">{problem.line ? t('decklist.line', { line: problem.line }) : t('decklist.deck')}</span>
              <span className="problem-code">{problem.code}</span>
              <span>{apiWording(problem.message.replace(/^line \d+: /, ''), () => t(`decklist.problem.${problem.code}`, { card: problem.card ?? '', format: check?.format ?? format }))}</span>
              {problem.code === 'UNKNOWN_CARD' && problem.line && problem.card
                ? problem.suggestions.slice(0, 3).map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className="link-button"
                      onClick={() => edit(replaceCardName(text, problem.line as number, problem.card as string, suggestion))}
                      data-testid="decklist-suggestion"
                    >
                      {suggestion}
                    </button>
                  ))
                : null}
            </li>
          ))}
        </ul>
      ) : null}
      {submitError ? (
        <p className="error" role="alert">
          {submitError}
        </p>
      ) : null}
      <button type="submit" disabled={submitting || text.trim() === ''} data-testid="decklist-submit">
        {submitting ? t('decklist.submitting') : t('decklist.submit')}
      </button>
    </form>
  );
}

/** Card-name autocompletion (cards(search)) that adds "N Name" to the list. */
function AddCardLine({ format, onAdd }: { format: string; onAdd: (count: number, name: string, sideboard: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [count, setCount] = useState(1);
  const [sideboard, setSideboard] = useState(false);
  const suggestions = useCardSuggestions(name, ANY_CARD_FORMATS.has(format) ? null : format);
  const listId = useId();
  const add = () => {
    if (!name.trim()) return;
    onAdd(count, name.trim(), sideboard);
    setName('');
    setCount(1);
  };
  return (
    <div className="decklist-add" role="group" aria-label={t('decklist.addCard')}>
      <input type="number" min={1} max={250} value={count} onChange={(e) => setCount(Math.max(1, Number(e.target.value) || 1))} aria-label={t('decklist.copies')} className="decklist-count" />
      <input
        list={listId}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        placeholder={t('decklist.cardName')}
        aria-label={t('decklist.cardName')}
        autoComplete="off"
        data-testid="decklist-card-name"
      />
      <datalist id={listId} data-testid="decklist-card-options">
        {suggestions.map((card) => {
          // The reader's name goes into the list (the API reads Chinese names too); the Oracle name stays beside it.
          const shown = cardNameIn({ name: card.name, card }, i18n.language);
          return (
            <option key={card.name} value={shown}>
              {shown === card.name ? card.type : `${card.name} · ${card.type}`}
            </option>
          );
        })}
      </datalist>
      <label className="decklist-sideboard">
        <input type="checkbox" checked={sideboard} onChange={(e) => setSideboard(e.target.checked)} /> {t('decklist.section.sideboard')}
      </label>
      <button type="button" onClick={add} disabled={!name.trim()} data-testid="decklist-add-card">
        {t('decklist.add')}
      </button>
    </div>
  );
}
