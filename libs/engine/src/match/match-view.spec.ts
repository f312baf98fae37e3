import { createAgentRng } from '../state/rng';
import { botDecision } from './match-bots';
import { createMatch, pendingMatchDecision } from './match-runner';
import { matchFullView, matchViewFor } from './match-view';
import { apply, drive, sampleConfig } from './match-test-fixtures';
import type { MatchSide, MatchState } from './match-types';

const other = (side: MatchSide): MatchSide => (side === 'A' ? 'B' : 'A');

/** Card names the opponent of `owner` may see: their own lists, and every card in an open zone. */
function seeableBy(match: MatchState, owner: MatchSide): Set<string> {
  const game = match.game!;
  const viewer = other(owner);
  const seeable = new Set<string>([...match.config.decks[viewer].main, ...match.config.decks[viewer].sideboard]);
  for (const id of [...game.battlefield, ...game.players.A.graveyard, ...game.players.B.graveyard, ...game.players.A.exile, ...game.players.B.exile]) seeable.add(game.objects[id].card);
  for (const item of game.stack) seeable.add(item.sourceCard);
  return seeable;
}

/** Card names of `owner`'s hand and library that appear nowhere the opponent may legitimately see them. */
function hiddenNames(match: MatchState, owner: MatchSide): string[] {
  const game = match.game!;
  const seeable = seeableBy(match, owner);
  const hidden = [...game.players[owner].hand, ...game.players[owner].library].map((id) => game.objects[id].card);
  return [...new Set(hidden)].filter((name) => !seeable.has(name));
}

describe('hidden information (graphql-api.md GameView)', () => {
  it('a player’s view never contains the opponent’s hand, library or sideboard; the staff view does', () => {
    let match = createMatch(sampleConfig({ seed: 13 }));
    const rng = createAgentRng(13);
    let checked = 0;
    for (let i = 0; i < 400 && match.phase !== 'over'; i++) {
      const pending = pendingMatchDecision(match)!;
      if (match.phase === 'game' && i % 20 === 0) {
        for (const viewer of ['A', 'B'] as const) {
          const text = JSON.stringify(matchViewFor(match, viewer));
          const names = hiddenNames(match, other(viewer));
          expect(names.length).toBeGreaterThan(3);
          for (const name of names) expect(text).not.toContain(name);
          const sideboardOnly = match.config.decks[other(viewer)].sideboard.filter((name) => !seeableBy(match, other(viewer)).has(name));
          expect(sideboardOnly.length).toBeGreaterThan(1);
          for (const name of sideboardOnly) expect(text).not.toContain(name);
          for (const id of match.game!.players[viewer].hand) expect(text).toContain(match.game!.objects[id].card);
          checked++;
        }
        const staff = JSON.stringify(matchFullView(match));
        for (const name of [...hiddenNames(match, 'A'), ...hiddenNames(match, 'B'), 'Wrath of God', 'Counterspell']) expect(staff).toContain(name);
      }
      match = apply(match, pending.player, botDecision(match, pending.player, rng)!);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('the pending decision is shown in full only to the player who must make it', () => {
    const match = drive(createMatch(sampleConfig()), (m) => m.phase === 'game');
    const pending = pendingMatchDecision(match)!;
    expect(matchViewFor(match, pending.player).pending).toEqual(pending);
    expect(matchViewFor(match, other(pending.player)).pending).toEqual({ player: pending.player, kind: 'mulligan' });
    expect(matchFullView(match).pending).toEqual(pending);
  });

  it('shows the score, your own deck and sideboard, and no game before game 1', () => {
    const view = matchViewFor(createMatch(sampleConfig()), 'B');
    expect(view).toEqual(
      expect.objectContaining({ you: 'B', gameNumber: 1, over: false, wins: [0, 0], draws: 0, game: null, phase: 'play-or-draw', sideboard: ['Wrath of God', 'Disenchant'], time: null }),
    );
    expect(view.deck).toEqual(sampleConfig().decks.B.main);
  });
});
