import { TestApp } from './test-app';

export const GAME_VIEW = `query ($matchId: ID!) { gameView(matchId: $matchId) { matchId gameNumber over wins state pending you } }`;
export const DECIDE = `mutation ($matchId: ID!, $decision: String!) { decide(matchId: $matchId, decision: $decision) { matchId gameNumber over wins state pending you } }`;

export interface GameView {
  matchId: string;
  gameNumber: number;
  over: boolean;
  wins: number[];
  state: string;
  pending: string | null;
  you: string | null;
}

interface Option {
  do: string;
  attackers?: Record<string, string>;
  blockers?: Record<string, string>;
  choice?: unknown;
  manaAbility?: boolean;
}

/**
 * A scripted client: plays lands and spells when it can, attacks with everything, never
 * blocks, keeps its hand and deck, and otherwise passes. Simple, legal and deterministic.
 */
export function scriptedChoice(pending: { kind: string; options: Option[] }, passive = false): Option {
  const options = pending.options.filter((o) => !o.manaAbility);
  const pick = (predicate: (o: Option) => boolean) => options.find(predicate);
  // A passive client does nothing that could end a game: no attacks, no spells, keeps its hand.
  if (passive) {
    if (pending.kind === 'attackers') return pick((o) => Object.keys(o.attackers ?? {}).length === 0) ?? options[0];
    if (pending.kind === 'blockers') return pick((o) => Object.keys(o.blockers ?? {}).length === 0) ?? options[0];
    return pick((o) => o.do === 'pass') ?? pick((o) => o.choice === 'keep') ?? pick((o) => o.choice === 'play') ?? options[0];
  }
  if (pending.kind === 'play-or-draw') return pick((o) => o.choice === 'play') ?? options[0];
  if (pending.kind === 'attackers') return [...options].sort((a, b) => Object.keys(b.attackers ?? {}).length - Object.keys(a.attackers ?? {}).length)[0];
  if (pending.kind === 'blockers') return pick((o) => Object.keys(o.blockers ?? {}).length === 0) ?? options[0];
  return pick((o) => o.do === 'play') ?? pick((o) => o.do === 'cast') ?? pick((o) => o.do === 'pass') ?? pick((o) => o.choice === 'keep') ?? options[0];
}

/** Plays one seat of a match until the match is over (or `until` says stop); returns the last view. */
export async function playSeat(app: TestApp, token: string, matchId: string, until: (view: GameView) => boolean = (v) => v.over, maxDecisions = 4000, passive = false): Promise<GameView> {
  let view: GameView = (await app.ok(GAME_VIEW, { matchId }, token)).gameView;
  for (let i = 0; i < maxDecisions && !until(view); i += 1) {
    const pending = view.pending ? JSON.parse(view.pending) : null;
    if (!pending || pending.player !== view.you || !pending.options) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      view = (await app.ok(GAME_VIEW, { matchId }, token)).gameView;
      continue;
    }
    const decision = scriptedChoice(pending, passive);
    const { manaAbility: _mana, ...clean } = decision;
    const response = await app.gql(DECIDE, { matchId, decision: JSON.stringify(clean) }, token);
    if (response.errors) {
      // The opponent may have moved between our read and our decision: read again.
      view = (await app.ok(GAME_VIEW, { matchId }, token)).gameView;
      continue;
    }
    view = (response.data as { decide: GameView }).decide;
  }
  return view;
}
