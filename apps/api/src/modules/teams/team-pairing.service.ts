import { TEAM_SEATS } from '@arbiter/dci';
import { isPairedBye, pairNextTeamRound, pairTeamPlayoffRound, PairingResult } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { DeepPartial, EntityManager } from 'typeorm';
import { EventEntity, EventRepository, EventsService } from '../events';
import { MatchEntity, MatchRepository, RoundEntity, roundError, RoundRepository } from '../rounds';
import { TeamMatchEntity } from './team-match.entity';
import { TeamMatchRepository } from './team-match.repository';
import { TeamEntity, teamPlayerIds } from './team.entity';
import { teamFormatOf, TeamsService } from './teams.service';

const PAIRING_ERROR_CODES: Record<string, 'ROUND_NOT_FINISHED' | 'NOT_ENOUGH_PLAYERS' | 'EVENT_COMPLETE' | 'PAIRING_FAILED'> = {
  ROUND_NOT_FINISHED: 'ROUND_NOT_FINISHED',
  NOT_ENOUGH_PLAYERS: 'NOT_ENOUGH_PLAYERS',
  PLAYOFF_COMPLETE: 'EVENT_COMPLETE',
};

/**
 * Pairs a round of a team event with the team as the unit (libs/swiss team Swiss and team
 * top cut) and seats it: one match per 2HG team match (the seat-A players stand for their
 * teams), three seat matches per Trios team match, one bye match per team bye. Called by
 * the pairing service under the event's lock, in its transaction; it applies carried-over
 * penalties to the matches returned.
 */
@Injectable()
export class TeamPairingService {
  constructor(
    private readonly teams: TeamsService,
    private readonly events: EventsService,
    private readonly eventRows: EventRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly teamMatches: TeamMatchRepository,
  ) {}

  async pairLocked(manager: EntityManager, event: EventEntity, publish: boolean, seed: number): Promise<{ round: RoundEntity; matches: MatchEntity[] }> {
    const format = teamFormatOf(event);
    const file = await this.teams.teamEventFile(event, manager);
    const last = file.rounds[file.rounds.length - 1];
    const open = last ? last.matches.filter((m) => !('bye' in m) && m.games === undefined).length : 0;
    // A team match is finished once decided: a Trios seat may stay unplayed (MTR).
    if (open > 0) throw roundError('ROUND_NOT_FINISHED', `Round ${last.number} has ${open} team match(es) without a result`, { eventId: event.id, unfinished: open });
    const swissPlayed = file.rounds.filter((r) => r.kind !== 'playoff').length;
    let kind: RoundEntity['kind'];
    let result: PairingResult;
    if (swissPlayed < file.structure.swissRounds) {
      kind = 'SWISS';
      result = pairNextTeamRound(file, { seed });
    } else if (file.structure.topCut > 0) {
      kind = 'PLAYOFF';
      result = pairTeamPlayoffRound(file, file.structure.topCut);
    } else {
      throw roundError('EVENT_COMPLETE', `All ${file.structure.swissRounds} Swiss rounds are played and there is no top cut`, { eventId: event.id });
    }
    if (!result.ok) throw roundError(PAIRING_ERROR_CODES[result.error.code] ?? 'PAIRING_FAILED', result.error.message, { eventId: event.id, reason: result.error.code });
    const pairing = result.pairing;
    const teamMatches = pairing.pairings.filter((entry) => !isPairedBye(entry)).length;
    const isFinal = kind === 'PLAYOFF' && teamMatches === 1;
    const round = await this.rounds.add(manager, {
      eventId: event.id,
      number: pairing.round,
      kind,
      published: publish,
      seed: String(pairing.seed),
      algorithm: `${pairing.algorithm} (teams)`,
      gamesPerMatch: isFinal ? event.finalsGamesPerMatch : event.gamesPerMatch,
    });
    const teamById = new Map((await this.teams.teamsOf(event.id, manager)).map((t) => [t.id, t]));
    const seatsPerMatch = format === 'TRIOS' ? TEAM_SEATS.length : 1;
    const base = { eventId: event.id, roundId: round.id, roundNumber: round.number };
    const rows: { match: DeepPartial<MatchEntity>; link: Omit<TeamMatchEntity, 'matchId'> }[] = [];
    for (const entry of pairing.pairings) {
      const team1 = teamById.get(entry.players[0]) as TeamEntity;
      if (isPairedBye(entry)) {
        // MTR App. C: a bye is a match win, games 2-0 (for the team: two seats won).
        rows.push({
          match: { ...base, tableNumber: null, player1Id: team1.seatAPlayerId, player2Id: null, bye: true, status: 'FINAL', wins1: 2, wins2: 0, draws: 0 },
          link: { eventId: event.id, roundNumber: round.number, team1Id: team1.id, team2Id: null, seat: null },
        });
        continue;
      }
      const team2 = teamById.get(entry.players[1]) as TeamEntity;
      const [players1, players2] = [teamPlayerIds(team1), teamPlayerIds(team2)];
      for (let s = 0; s < seatsPerMatch; s++) {
        // Trios seat tables: team table t seats A, B, C at tables 3t-2, 3t-1, 3t.
        const tableNumber = entry.table === undefined ? null : format === 'TRIOS' ? (entry.table - 1) * 3 + s + 1 : entry.table;
        rows.push({
          match: { ...base, tableNumber, player1Id: players1[s], player2Id: players2[s], bye: false, status: 'PENDING' },
          link: { eventId: event.id, roundNumber: round.number, team1Id: team1.id, team2Id: team2.id, seat: format === 'TRIOS' ? TEAM_SEATS[s] : null },
        });
      }
    }
    const saved = await this.matches.addMany(manager, rows.map((r) => r.match));
    await this.teamMatches.addMany(manager, saved.map((match, i) => ({ ...rows[i].link, matchId: match.id })));
    if (kind === 'PLAYOFF' && event.status !== 'PLAYOFFS') await this.events.transition(manager, event, 'PLAYOFFS');
    await this.eventRows.bumpRevision(manager, event.id);
    return { round, matches: saved };
  }
}
