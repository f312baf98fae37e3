import { useTranslation } from 'react-i18next';
import { referenceLabel } from './decision-options';
import type { CardView, GameStateView, PermanentView, PlayerSideView, Side } from './game-view';
import { commanderDamageTaken, commanderTax, opponentOf } from './game-view';

/** How a card looks for the current decision: clickable, chosen in a declaration, or neither. */
export interface CardMarks {
  /** `keys`: what options may call the card: its reference, and its name for a card in hand. */
  clickable: (keys: string[]) => boolean;
  chosen: (reference: string) => boolean;
  onClick: (keys: string[]) => void;
}

const NO_MARKS: CardMarks = { clickable: () => false, chosen: () => false, onClick: () => undefined };

/**
 * Both players' sides of a game as the view gives them: life, hand and library counts, the
 * battlefield (tapped, counters, damage, combat), the stack, graveyards and exile, and a hand only
 * when the view holds it (the viewer's own, or both for staff).
 */
export function GameBoard({ game, you, names, marks = NO_MARKS }: { game: GameStateView; you: Side | null; names: Record<Side, string>; marks?: CardMarks }) {
  const { t } = useTranslation();
  const bottom: Side = you ?? 'A';
  const top = opponentOf(bottom);
  return (
    <div className="game-board" data-testid="game-board">
      <PlayerArea side={top} game={game} you={you} name={names[top]} marks={marks} />
      <section className="game-stack" aria-label={t('game.stack')} data-testid="game-stack">
        <h3>{t('game.stack')}</h3>
        {game.stack.length === 0 ? (
          <p className="muted small">{t('game.stackEmpty')}</p>
        ) : (
          <ol>
            {[...game.stack].reverse().map((item, index) => (
              <li key={index} data-testid="stack-item">
                {item.kind === 'combat-damage' ? (
                  <>
                    {t('game.combatDamage')}
                    <ul className="small" data-testid="combat-damage-assignments">
                      {(item.damage ?? []).map((d, i) => (
                        <li key={i}>{t('game.combatDamageAssigned', { source: referenceLabel(d.source, you, t), target: referenceLabel(d.target, you, t), amount: d.amount })}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <>
                    {item.card} <span className="muted small">{t(item.kind === 'spell' ? 'game.spellBy' : 'game.abilityBy', { who: referenceLabel(item.controller, you, t) })}</span>
                    {item.targets.length ? <span className="small"> → {item.targets.map((target) => referenceLabel(target, you, t)).join(', ')}</span> : null}
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <PlayerArea side={bottom} game={game} you={you} name={names[bottom]} marks={marks} />
    </div>
  );
}

function PlayerArea({ side, game, you, name, marks }: { side: Side; game: GameStateView; you: Side | null; name: string; marks: CardMarks }) {
  const { t } = useTranslation();
  const player: PlayerSideView = game.players[side];
  const permanents = game.battlefield.filter((permanent) => permanent.controller === side);
  const lands = permanents.filter((permanent) => permanent.types.includes('Land'));
  const others = permanents.filter((permanent) => !permanent.types.includes('Land'));
  return (
    <section className={`game-player${game.active === side ? ' active' : ''}`} data-testid={`game-player-${side === you || (you === null && side === 'A') ? 'me' : 'opponent'}`} data-side={side}>
      <header className="game-player-header">
        <strong>{name}</strong>
        <span className="game-life" data-testid="life">
          {t('game.life', { life: player.life })}
        </span>
        {player.poison > 0 ? <span>{t('game.poison', { poison: player.poison })}</span> : null}
        <span className="muted small" data-testid="hand-count">
          {t('game.handCount', { count: player.handCount })}
        </span>
        <span className="muted small" data-testid="library-count">
          {t('game.libraryCount', { count: player.libraryCount })}
        </span>
        {player.manaPool ? <span className="small">{t('game.manaPool', { mana: player.manaPool })}</span> : null}
        {game.active === side ? <span className="game-turn-mark small">{t('game.activePlayer')}</span> : null}
      </header>
      <div className="game-permanents" aria-label={t('game.battlefield')}>
        {others.map((permanent) => (
          <PermanentTile key={permanent.id} permanent={permanent} you={you} marks={marks} />
        ))}
      </div>
      <div className="game-permanents lands" aria-label={t('game.lands')}>
        {lands.map((permanent) => (
          <PermanentTile key={permanent.id} permanent={permanent} you={you} marks={marks} />
        ))}
      </div>
      {player.hand ? (
        <div className="game-hand" aria-label={t('game.hand')} data-testid="game-hand">
          {player.hand.map((card) => (
            <CardTile key={card.id} card={card} marks={marks} />
          ))}
        </div>
      ) : null}
      <div className="game-zones small">
        <Zone label={t('game.graveyard', { count: player.graveyard.length })} cards={player.graveyard} testId="graveyard" />
        {player.exile.length ? <Zone label={t('game.exile', { count: player.exile.length })} cards={player.exile} testId="exile" /> : null}
        {player.command ? <CommandZone player={player} /> : null}
        {player.library ? <Zone label={t('game.library', { count: player.library.length })} cards={player.library} testId="library" /> : null}
      </div>
    </section>
  );
}

/** A Commander game's command zone with each commander's tax, and the commander damage this player has taken (CR 408, 903.8, 903.10a). */
function CommandZone({ player }: { player: PlayerSideView }) {
  const { t } = useTranslation();
  const command = player.command ?? [];
  const damage = commanderDamageTaken(player);
  return (
    <div data-testid="command-zone">
      <span>{t('game.commandZone', { count: command.length })}</span>
      <ul>
        {command.map((card) => (
          <li key={card.id}>{commanderTax(player, card.card) > 0 ? t('game.commanderWithTax', { card: card.card, tax: commanderTax(player, card.card) }) : card.card}</li>
        ))}
      </ul>
      {damage.length ? (
        <ul data-testid="commander-damage">
          {damage.map((d) => (
            <li key={d.card}>{t('game.commanderDamage', { card: d.card, damage: d.damage })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Zone({ label, cards, testId }: { label: string; cards: CardView[]; testId: string }) {
  return (
    <details data-testid={testId}>
      <summary>{label}</summary>
      <ol>
        {cards.map((card) => (
          <li key={card.id}>{card.card}</li>
        ))}
      </ol>
    </details>
  );
}

function CardTile({ card, marks }: { card: CardView; marks: CardMarks }) {
  const keys = [card.ref, card.card];
  const clickable = marks.clickable(keys);
  return (
    <button type="button" className={`game-card${clickable ? ' clickable' : ''}`} disabled={!clickable} onClick={() => marks.onClick(keys)} data-testid="game-card" data-ref={card.ref} data-clickable={clickable}>
      {card.card}
    </button>
  );
}

function PermanentTile({ permanent, you, marks }: { permanent: PermanentView; you: Side | null; marks: CardMarks }) {
  const { t } = useTranslation();
  const clickable = marks.clickable([permanent.ref]);
  const chosen = marks.chosen(permanent.ref);
  const creature = permanent.types.includes('Creature');
  const classes = ['game-card', 'permanent', permanent.tapped ? 'tapped' : '', clickable ? 'clickable' : '', chosen ? 'chosen' : '', permanent.attacking ? 'attacking' : ''].filter(Boolean).join(' ');
  const counters = Object.entries(permanent.counters).filter(([, count]) => count > 0);
  return (
    <button
      type="button"
      className={classes}
      disabled={!clickable}
      onClick={() => marks.onClick([permanent.ref])}
      data-testid="game-permanent"
      data-ref={permanent.ref}
      data-tapped={permanent.tapped}
      data-clickable={clickable}
      aria-pressed={chosen}
    >
      <span className="card-name">{permanent.card}</span>
      {creature ? <span className="card-pt">{`${permanent.power}/${permanent.toughness}`}</span> : null}
      {permanent.tapped ? <span className="card-flag">{t('game.tapped')}</span> : null}
      {permanent.sick && creature ? <span className="card-flag">{t('game.summoningSick')}</span> : null}
      {permanent.damage > 0 ? <span className="card-flag">{t('game.damage', { damage: permanent.damage })}</span> : null}
      {counters.map(([kind, count]) => (
        <span key={kind} className="card-flag" data-testid="counters">
          {t('game.counters', { kind, count })}
        </span>
      ))}
      {permanent.attacking ? <span className="card-flag">{t('game.attacking')}</span> : null}
      {permanent.blocking ? <span className="card-flag">{t('game.blocking', { attacker: referenceLabel(permanent.blocking, you, t) })}</span> : null}
      {permanent.attachedTo ? <span className="card-flag">{t('game.attachedTo', { target: referenceLabel(permanent.attachedTo, you, t) })}</span> : null}
      {permanent.keywords.length ? <span className="card-keywords small">{permanent.keywords.join(', ')}</span> : null}
    </button>
  );
}
