import { useTranslation } from 'react-i18next';
import { declarationOption, generalOptions, optionLabel, optionsForCard, referenceLabel, type DeclarationField } from './decision-options';
import type { DecisionOption, PendingDecision, Side } from './game-view';

interface DecisionPanelProps {
  pending: PendingDecision | null;
  /** The pending decision is the viewer's, with its options. */
  mine: boolean;
  you: Side | null;
  names: Record<Side, string>;
  options: DecisionOption[];
  field: DeclarationField | null;
  chosen: Record<string, string>;
  /** The keys of the card whose choices are listed. */
  menuFor: string[] | null;
  /** Keys of the cards on screen (options for other cards are buttons). */
  shownKeys: ReadonlySet<string>;
  targetChoice: { creature: string; targets: string[] } | null;
  busy: boolean;
  onDecide: (option: DecisionOption) => void;
  onCloseMenu: () => void;
  onChooseTarget: (target: string) => void;
  onClear: () => void;
}

/**
 * The pending decision, from its options only: a declaration built by clicking creatures (sent
 * when it is one the engine listed), the choices of a clicked card, and the options tied to no
 * card (pass, keep, mulligan, play or draw, a choice, damage assignment) as buttons.
 */
export function DecisionPanel(props: DecisionPanelProps) {
  const { t } = useTranslation();
  const { pending, mine, you, names, options, field, chosen, menuFor, shownKeys, targetChoice, busy } = props;
  if (!pending) return <p className="game-decision muted" data-testid="decision-none">{t('game.noDecision')}</p>;
  const kind = t(`game.kind.${pending.kind}`);
  if (!mine) {
    return (
      <div className="game-decision waiting" data-testid="decision-waiting">
        {t('game.waitingFor', { name: names[pending.player], kind })}
      </div>
    );
  }
  const label = (option: DecisionOption) => optionLabel(option, options, you, t);
  const declared = field ? declarationOption(options, field, chosen) : null;
  const menu = menuFor ? optionsForCard(options, menuFor) : [];
  return (
    <div className="game-decision mine" data-testid="decision" data-kind={pending.kind} aria-live="polite">
      <p>
        <strong>{kind}</strong>
        {pending.prompt ? <span className="muted small"> {pending.prompt}</span> : null}
      </p>
      {field ? (
        <div className="stack" data-testid="declaration">
          <p className="small">{t(field === 'attackers' ? 'game.declareAttackersHelp' : 'game.declareBlockersHelp')}</p>
          {targetChoice ? (
            <div className="row" data-testid="declaration-targets">
              <span className="small">{t('game.chooseTarget', { creature: referenceLabel(targetChoice.creature, you, t) })}</span>
              {targetChoice.targets.map((target) => (
                <button key={target} type="button" className="secondary" onClick={() => props.onChooseTarget(target)}>
                  {referenceLabel(target, you, t)}
                </button>
              ))}
            </div>
          ) : null}
          <button type="button" disabled={busy || !declared} onClick={() => declared && props.onDecide(declared)} data-testid="declare">
            {declared ? label(declared) : t('game.declarationNotOffered')}
          </button>
          {Object.keys(chosen).length ? (
            <button type="button" className="secondary" onClick={props.onClear} data-testid="declaration-clear">
              {t('game.clearDeclaration')}
            </button>
          ) : null}
        </div>
      ) : null}
      {menu.length ? (
        <div className="stack" data-testid="card-options">
          <p className="small">{t('game.cardOptions', { card: referenceLabel(menuFor?.[0] ?? '', you, t) })}</p>
          {menu.map((option, index) => (
            <button key={index} type="button" className="secondary" disabled={busy} onClick={() => props.onDecide(option)} data-testid="card-option">
              {label(option)}
            </button>
          ))}
          <button type="button" className="link-button" onClick={props.onCloseMenu}>
            {t('common.cancel')}
          </button>
        </div>
      ) : null}
      {!field && options.some((option) => option.card !== undefined && !option.manaAbility && shownKeys.has(option.card)) ? <p className="small muted">{t('game.clickCardHelp')}</p> : null}
      <div className="row game-options">
        {generalOptions(options, shownKeys).map((option, index) => (
          <button key={index} type="button" disabled={busy} onClick={() => props.onDecide(option)} data-testid="decision-option" data-do={option.do} data-choice={typeof option.choice === 'string' ? option.choice : undefined}>
            {label(option)}
          </button>
        ))}
      </div>
    </div>
  );
}
