import { Injectable } from '@nestjs/common';
import { Actor } from '../../common/access/actor';
import { UserRepository } from '../auth';
import { EventAccessService, EventRepository, PlayerRepository } from '../events';
import { MatchRepository } from '../rounds';
import { penaltyError } from './penalties.errors';
import { PenaltyRecordRepository } from './penalty-record.repository';

const CSV_COLUMNS = ['round', 'player', 'wizardsId', 'infraction', 'penalty', 'proposedPenalty', 'upgraded', 'deviation', 'deviationReason', 'description', 'effect', 'judge', 'time'] as const;

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Exports of the penalty record: the event's report and the data of a Disqualification report (IPG 4). */
@Injectable()
export class PenaltyReportService {
  constructor(
    private readonly access: EventAccessService,
    private readonly penalties: PenaltyRecordRepository,
    private readonly events: EventRepository,
    private readonly players: PlayerRepository,
    private readonly matches: MatchRepository,
    private readonly users: UserRepository,
  ) {}

  async penaltyReport(actor: Actor, eventId: string, format: string): Promise<string> {
    const wanted = format.toUpperCase();
    if (wanted !== 'CSV' && wanted !== 'JSON') throw penaltyError('INVALID_PENALTY_INPUT', `format must be CSV or JSON, got "${format}"`, { field: 'format' });
    await this.access.require(actor, eventId, ['ORGANIZER'], 'export the penalty report');
    const records = await this.penalties.ofEvent(eventId);
    const players = new Map((await this.players.withoutDecklists(eventId)).map((p) => [p.id, p]));
    const judges = await this.users.displayNames(records.map((r) => r.judgeUserId));
    const rows = records.map((r) => ({
      round: r.roundNumber,
      player: players.get(r.playerId)?.name ?? r.playerId,
      wizardsId: players.get(r.playerId)?.wizardsId ?? null,
      infraction: r.infraction,
      penalty: r.penalty,
      proposedPenalty: r.proposedPenalty,
      upgraded: r.upgraded,
      deviation: r.deviation,
      deviationReason: r.deviationReason,
      description: r.description,
      effect: r.effect,
      judge: judges.get(r.judgeUserId) ?? r.judgeUserId,
      time: r.createdAt.toISOString(),
    }));
    if (wanted === 'JSON') return `${JSON.stringify(rows, null, 2)}\n`;
    return `${[CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((c) => csvCell(row[c])).join(','))].join('\n')}\n`;
  }

  async disqualificationReport(actor: Actor, penaltyId: string): Promise<string> {
    const record = await this.penalties.findById(penaltyId);
    if (!record || record.penalty !== 'DISQUALIFICATION') throw penaltyError('PENALTY_NOT_FOUND', `No Disqualification with id "${penaltyId}"`, { penaltyId });
    await this.access.require(actor, record.eventId, ['ORGANIZER', 'JUDGE'], 'see Disqualification reports');
    const event = await this.events.getById(record.eventId);
    const player = await this.players.findInEvent(record.playerId, record.eventId);
    if (!player) throw penaltyError('PENALTY_NOT_FOUND', `The player of Disqualification "${penaltyId}" no longer exists`, { penaltyId });
    const match = record.matchId ? await this.matches.findById(record.matchId) : null;
    const opponentId = match ? (match.player1Id === player.id ? match.player2Id : match.player1Id) : null;
    const opponent = opponentId ? await this.players.findById(opponentId) : null;
    const judge = await this.users.findById(record.judgeUserId);
    const report = {
      event: { name: event.name, rel: event.rel, date: (event.startsAt ?? event.createdAt).toISOString() },
      round: record.roundNumber,
      infraction: record.infraction,
      description: record.description,
      player: { name: player.name, wizardsId: player.wizardsId },
      opponent: opponent ? { name: opponent.name, wizardsId: opponent.wizardsId } : null,
      headJudge: judge ? { name: judge.displayName } : null,
      // IPG 4: statements from the head judge, the player, the opponent and witnesses go to Wizards with the report.
      statements: { headJudge: '', player: '', opponent: '', witnesses: [] as string[] },
      issuedAt: record.createdAt.toISOString(),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
  }
}
