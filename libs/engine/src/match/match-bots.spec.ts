import { applyDecision } from '../game';
import { createAgentRng } from '../state/rng';
import { botDecision, defaultDecision, playBotMatch } from './match-bots';
import { applyMatchDecision, createMatch, matchStatus, pendingMatchDecision } from './match-runner';
import { apply, castOption, concedeGame, copies, drive, sampleConfig } from './match-test-fixtures';
import type { MatchConfig, MatchState } from './match-types';

describe('decision timeouts: defaultDecision', () => {
  it('play first, keep the deck, keep the hand, pass priority', () => {
    let match = createMatch(sampleConfig());
    expect(defaultDecision(match)).toEqual({ player: match.chooser, decision: { do: 'choose', choice: 'play' } });
    match = apply(match, match.chooser, defaultDecision(match)!.decision);
    expect(match.game!.startingPlayer).toBe(match.games[0].chooser);
    expect(defaultDecision(match)!.decision).toEqual({ do: 'choose', choice: 'keep' });
    match = drive(match, (m) => m.game!.phase === 'play');
    expect(defaultDecision(match)!.decision).toEqual({ do: 'pass' });
    match = concedeGame(match, 'A');
    expect(defaultDecision(match)).toEqual({ player: 'A', decision: { do: 'choose', choice: 'keep' } });
    expect(defaultDecision(drive(match, (m) => m.phase === 'over'))).toBeNull();
  });

  it('no attackers and no blockers, unless a creature must attack: then the first legal option', () => {
    const config: MatchConfig = {
      decks: { A: { main: [...copies('Mountain', 24), ...copies('Juggernaut', 16)], sideboard: [] }, B: { main: [...copies('Plains', 30), ...copies('Savannah Lions', 10)], sideboard: [] } },
      bestOf: 1,
      stage: 'single-elimination',
      higherSeed: 'A',
      seed: 3,
      minimumMainDeck: 40,
    };
    const seen = new Set<string>();
    let match = createMatch(config);
    for (let i = 0; i < 3000 && match.phase !== 'over' && seen.size < 3; i++) {
      const pending = pendingMatchDecision(match)!;
      const fallback = defaultDecision(match)!;
      expect(fallback.player).toBe(pending.player);
      if (match.phase === 'game') expect(applyDecision(match.game!, fallback.player, fallback.decision).ok).toBe(true);
      if (pending.kind === 'blockers') {
        expect(fallback.decision).toEqual({ do: 'block', blockers: {} });
        seen.add('blockers');
      }
      if (pending.kind === 'attackers') {
        const mustAttack = match.game!.battlefield.some((id) => match.game!.objects[id].card === 'Juggernaut' && !match.game!.objects[id].sick);
        if (mustAttack) {
          expect(fallback.decision).not.toEqual({ do: 'attack', attackers: {} });
          seen.add('must-attack');
        } else {
          expect(fallback.decision).toEqual({ do: 'attack', attackers: {} });
          seen.add('attackers');
        }
      }
      // Both players develop: lands, then their creatures, so that combat happens.
      const scripted = pending.kind === 'priority' ? (castOption(pending, 'Juggernaut') ?? castOption(pending, 'Savannah Lions') ?? pending.options.find((o) => o.do === 'play')) : undefined;
      match = apply(match, pending.player, scripted ?? fallback.decision);
    }
    expect([...seen].sort()).toEqual(['attackers', 'blockers', 'must-attack']);
  });
});

describe('bots: botDecision and playBotMatch', () => {
  it('answers only for the player the match waits for, plays first and keeps the deck', () => {
    const rng = createAgentRng(1);
    let match = createMatch(sampleConfig());
    const chooser = match.chooser;
    expect(botDecision(match, chooser === 'A' ? 'B' : 'A', rng)).toBeNull();
    expect(botDecision(match, chooser, rng)).toEqual({ do: 'choose', choice: 'play' });
    match = concedeGame(match, 'B');
    expect(botDecision(match, 'A', rng)).toEqual({ do: 'choose', choice: 'keep' });
  });

  it('bot game decisions are legal and see only the bot’s own view', () => {
    const rng = createAgentRng(4);
    let match: MatchState = createMatch(sampleConfig({ seed: 4 }));
    for (let i = 0; i < 300 && match.phase !== 'over'; i++) {
      const pending = pendingMatchDecision(match)!;
      const result = applyMatchDecision(match, pending.player, botDecision(match, pending.player, rng)!);
      expect(result.ok).toBe(true);
      if (result.ok) match = result.match;
    }
  });

  it('plays a whole best of five to its end, with time called when asked', () => {
    const bo5 = playBotMatch(sampleConfig({ bestOf: 5, stage: 'single-elimination', higherSeed: 'B', seed: 8 }), 8);
    const status = matchStatus(bo5);
    expect(status.over).toBe(true);
    expect(Math.max(...status.wins)).toBe(3);
    const timed = playBotMatch(sampleConfig({ seed: 8 }), 8, { callTimeAfterDecisions: 100, additionalTurns: 1 });
    expect(timed.phase).toBe('over');
    expect(timed.time).toEqual(expect.objectContaining({ additionalTurns: 1 }));
  });
});
