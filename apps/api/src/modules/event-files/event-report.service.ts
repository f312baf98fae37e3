import { BestOf, EVENT_REPORT_FORMAT, EventReport, EventReportMatch, EventReportStaff, Infraction, K_FACTORS, Penalty, validateEventReport } from '@arbiter/dci';
import { isBye } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { EventAccessService, effectiveRatingEventType, startedPlayerCount, eventSanctioning, ruleSetOf, EventEntity, EventRepository, EventStaffRepository, PlayerRepository } from '../events';
import { PenaltyRecordRepository } from '../penalties';
import { StandingsService } from '../standings';
import { EventFilesService } from './event-files.service';
import type { ArbiterEventFile } from '../rounds';
import { eventFileError } from './event-files.errors';

/** The event report file for sanctioning (docs/event-report-file.md): written for a finished or cancelled event, and read back in. */
@Injectable()
export class EventReportService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly standings: StandingsService,
    private readonly files: EventFilesService,
    private readonly events: EventRepository,
    private readonly staffRows: EventStaffRepository,
    private readonly players: PlayerRepository,
    private readonly penalties: PenaltyRecordRepository,
  ) {}

  async export(actor: Actor, eventId: string): Promise<string> {
    await this.access.require(actor, eventId, ['ORGANIZER'], 'export the event report');
    const event = await this.events.getById(eventId);
    if (event.status !== 'FINISHED') {
      throw eventFileError('EVENT_NOT_OVER', `Event "${event.name}" is ${event.status.toLowerCase()}: the report is written once it is finished or cancelled`, { eventId });
    }
    const [file, players, staff, penalties] = await Promise.all([
      this.standings.eventFile(eventId),
      this.players.withoutDecklists(eventId),
      this.staffRows.withAccounts(eventId),
      this.penalties.ofEvent(eventId),
    ]);
    const sanctioned = eventSanctioning(event, 0).sanctioned;
    const rating = effectiveRatingEventType(event, startedPlayerCount(players));
    const report: EventReport = {
      format: EVENT_REPORT_FORMAT,
      generatedAt: new Date().toISOString(),
      event: {
        id: event.id,
        name: event.name,
        format: event.format,
        rel: event.rel,
        rules: ruleSetOf(event),
        status: event.cancelledAt ? 'CANCELLED' : 'FINISHED',
        startsAt: event.startsAt ? event.startsAt.toISOString() : null,
        sanctioned,
        unsanctionedReason: sanctioned ? null : (event.unsanctionedReason ?? 'ORGANIZER_CHOICE'),
        ratingEventType: rating.eventType,
        kFactor: K_FACTORS[rating.eventType],
      },
      structure: { swissRounds: file.structure.swissRounds, topCut: file.structure.topCut, matchGames: file.structure.matchGames as BestOf, finalsGames: file.structure.finalsGames as BestOf, roundMinutes: event.roundMinutes },
      // The platform knows judges, not which is head judge: every judge is a judge of record (docs/decisions.md).
      staff: staff.map((member): EventReportStaff => ({ name: member.user?.displayName ?? member.userId, wizardsId: null, role: member.role })),
      players: players.map((p) => ({ id: p.id, name: p.name, wizardsId: p.wizardsId, droppedAfterRound: p.dropped && !p.disqualified ? (p.droppedAfterRound ?? 0) : null, disqualified: p.disqualified })),
      rounds: file.rounds.map((round) => ({
        number: round.number,
        kind: round.kind === 'playoff' ? 'PLAYOFF' : 'SWISS',
        matches: round.matches.flatMap((match): EventReportMatch[] => {
          if (isBye(match)) return [{ players: [match.players[0]], bye: true }];
          return match.games ? [{ table: match.table ?? null, players: [match.players[0], match.players[1]], games: [match.games[0], match.games[1], match.games[2]] }] : [];
        }),
      })),
      penalties: penalties.map((p) => ({ player: p.playerId, round: p.roundNumber, infraction: p.infraction as Infraction, penalty: p.penalty as Penalty, upgraded: p.upgraded, deviation: p.deviation, description: p.description })),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
  }

  /**
   * Reads a report back in as a new event the caller organizes: players (with Wizards ids),
   * rounds and results, structure, REL, rules edition, sanctioning and rating type. Staff and
   * penalties are checked by the validator but not recreated: they name people, not accounts.
   */
  async upload(actor: Actor, text: string, acceptRecorded = false): Promise<EventEntity> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw eventFileError('INVALID_EVENT_REPORT', `The event report is not valid JSON: ${(error as Error).message}`);
    }
    const validation = validateEventReport(parsed, { acceptRecorded });
    if (!validation.ok) {
      throw eventFileError('INVALID_EVENT_REPORT', validation.errors.slice(0, 20).map((e) => e.message).join('; '), { problems: validation.errors.slice(0, 100) });
    }
    const report = validation.report;
    const file: ArbiterEventFile = {
      format: 'arbiter-event/1',
      name: report.event.name,
      structure: { swissRounds: report.structure.swissRounds, topCut: report.structure.topCut, matchGames: report.structure.matchGames, finalsGames: report.structure.finalsGames },
      players: report.players.map((p) => ({ id: p.id, name: p.name, ...(p.wizardsId ? { wizardsId: p.wizardsId } : {}) })),
      rounds: report.rounds.map((round) => ({
        number: round.number,
        ...(round.kind === 'PLAYOFF' ? { kind: 'playoff' as const } : {}),
        matches: round.matches.map((match) => ('bye' in match ? { players: [match.players[0]] as [string], bye: true as const } : { ...(match.table !== null ? { table: match.table } : {}), players: match.players, games: match.games })),
      })),
      drops: report.players.filter((p) => p.droppedAfterRound !== null).map((p) => ({ player: p.id, afterRound: p.droppedAfterRound! })),
      lateEntries: [],
      ...(report.players.some((p) => p.disqualified) ? { disqualifications: report.players.filter((p) => p.disqualified).map((p) => ({ player: p.id, round: lastRoundOf(report, p.id) })) } : {}),
      event: { format: report.event.format, rel: report.event.rel, roundMinutes: report.structure.roundMinutes, startsAt: report.event.startsAt, digital: false },
      ratings: { category: report.event.format, eventType: report.event.ratingEventType, sanctioned: report.event.sanctioned, rules: report.event.rules },
    };
    const event = await this.files.import(actor, JSON.stringify(file), acceptRecorded);
    const cancelled = report.event.status === 'CANCELLED';
    const fixes: Partial<EventEntity> = {
      unsanctionedReason: report.event.unsanctionedReason,
      sanctioningRequested: report.event.unsanctionedReason !== 'ORGANIZER_CHOICE',
      // The report is of an event that is over: finished, or cancelled (when the report was written).
      status: 'FINISHED',
      cancelledAt: cancelled ? new Date(report.generatedAt) : null,
    };
    return this.dataSource.transaction(async (manager) => {
      const locked = await this.events.lock(manager, event.id);
      Object.assign(locked, fixes);
      locked.revision += 1;
      return this.events.save(manager, locked);
    });
  }
}

/** The last round a disqualified player appears in (where the disqualification took effect). */
function lastRoundOf(report: EventReport, playerId: string): number {
  const rounds = report.rounds.filter((round) => round.matches.some((match) => match.players.includes(playerId)));
  return rounds.length > 0 ? rounds[rounds.length - 1].number : 0;
}
