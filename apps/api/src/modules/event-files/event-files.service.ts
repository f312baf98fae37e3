import { RATING_EVENT_TYPES, RatingEventType, RULE_SETS } from '@arbiter/dci';
import { randomUUID } from 'node:crypto';
import { DEFAULT_PERCENTAGE_FLOOR, isBye, isRoundFinished, isTeamEvent, TeamEventFile, validateEventFile } from '@arbiter/swiss';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Actor } from '../../common/access/actor';
import { jsonNestingDepth } from '../../common/input/json-depth';
import { cleanDisplayText } from '../../common/text/display-text';
import { EventAccessService, EventEntity, EventFormat, EventRepository, EventStaffRepository, EventStatus, PlayerRepository, Rel, RulesEdition } from '../events';
import { isUuid } from '../../common/ids/is-uuid';
import { PenaltyRecordRepository } from '../penalties';
import { cleanWizardsId, playerNameKey } from '../players';
import { MatchRepository, RoundRepository } from '../rounds';
import { StandingsService } from '../standings';
import { TeamsService } from '../teams';
import type { ArbiterEventFile, EventFileEventExtension, EventFileRatings } from '../rounds';
import { eventFileError } from './event-files.errors';
import { EVENT_FILE_LIMITS, eventFileLimitProblems } from './event-file-limits';
import { readFilePenalties, toFilePenalties } from './event-file-penalties';
import { DomainError } from '../../common/errors/domain-error';

const FORMATS: EventFormat[] = ['CONSTRUCTED', 'LIMITED'];
const RELS: Rel[] = ['REGULAR', 'COMPETITIVE', 'PROFESSIONAL'];

/** The event file (shared/specs/event-files.md) out of and into the database. */
@Injectable()
export class EventFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: EventAccessService,
    private readonly standings: StandingsService,
    private readonly teams: TeamsService,
    private readonly events: EventRepository,
    private readonly staff: EventStaffRepository,
    private readonly players: PlayerRepository,
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly penalties: PenaltyRecordRepository,
  ) {}

  async export(actor: Actor, eventId: string): Promise<string> {
    await this.access.require(actor, eventId, ['ORGANIZER'], 'export the event');
    const event = await this.events.findById(eventId);
    // A team event's file carries the teams section, and its rounds name teams (event-files.md).
    const file = event?.teamFormat ? await this.teams.teamEventFile(event) : await this.standings.eventFile(eventId);
    const penalties = toFilePenalties(await this.penalties.ofEvent(eventId));
    return `${JSON.stringify(penalties.length > 0 ? { ...file, penalties } : file, null, 2)}\n`;
  }

  /**
   * Creates a new event from a file, all or nothing, with the caller as organizer. Player
   * ids from the file are kept where they are unused UUIDs (so export → import → export
   * on a fresh instance is identical), otherwise new ids are assigned. `acceptRecorded` keeps
   * results another system recorded although the best-of forbids them (event-files.md), each
   * as a warning stored on the event (`Event.importWarnings`).
   */
  async import(actor: Actor, text: string, acceptRecorded = false): Promise<EventEntity> {
    if (jsonNestingDepth(text) > EVENT_FILE_LIMITS.depth) {
      throw eventFileError('INVALID_EVENT_FILE', `The event file nests deeper than ${EVENT_FILE_LIMITS.depth} levels; an event file is at most a few levels deep`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw eventFileError('INVALID_EVENT_FILE', `The event file is not valid JSON: ${(error as Error).message}`);
    }
    const validation = validateEventFile(parsed, { acceptRecorded });
    if (!validation.ok) {
      throw eventFileError('INVALID_EVENT_FILE', validation.errors.map((e) => `${e.path}: ${e.message}`).join('; '), { problems: validation.errors });
    }
    const teamFile = isTeamEvent(validation.event) ? validation.event : null;
    if (teamFile) assertTeamFileImportable(teamFile);
    const file = validation.event as ArbiterEventFile;
    const extension = this.readExtension((parsed as { event?: unknown }).event);
    const ratings = readRatings((parsed as { ratings?: unknown }).ratings);
    const problems = eventFileLimitProblems(file, (parsed as { event?: object }).event ?? {});
    if (problems.length > 0) throw eventFileError('INVALID_EVENT_FILE', problems.slice(0, 20).join('; '), { problems });
    const wizardsIds = file.players.map((p, index) => fileWizardsId(p.wizardsId, index));
    const penalties = readFilePenalties((parsed as { penalties?: unknown }).penalties, new Set(file.players.map((p) => p.id)));
    return this.dataSource.transaction(async (manager) => {
      const candidateIds = file.players.map((p) => p.id).filter(isUuid);
      const taken = new Set((await this.players.findByIds(candidateIds, manager)).map((p) => p.id));
      const idMap = new Map(file.players.map((p) => [p.id, isUuid(p.id) && !taken.has(p.id) ? p.id : randomUUID()]));
      const mapId = (id: string): string => idMap.get(id) as string;
      const playoffRounds = file.rounds.filter((r) => r.kind === 'playoff');
      const lastPlayoff = playoffRounds[playoffRounds.length - 1];
      const playoffOver = lastPlayoff !== undefined && lastPlayoff.matches.filter((m) => !isBye(m)).length === 1 && isRoundFinished(lastPlayoff);
      const status: EventStatus = playoffOver ? 'FINISHED' : playoffRounds.length > 0 ? 'PLAYOFFS' : file.rounds.length > 0 ? 'RUNNING' : 'REGISTRATION';
      const event = await this.events.save(
        manager,
        this.events.draft({
          name: cleanDisplayText(file.name),
          format: extension.format,
          rel: extension.rel,
          status,
          startsAt: extension.startsAt ? new Date(extension.startsAt) : null,
          swissRounds: file.structure.swissRounds,
          topCut: file.structure.topCut,
          gamesPerMatch: file.structure.matchGames,
          finalsGamesPerMatch: file.structure.finalsGames,
          roundMinutes: extension.roundMinutes,
          digital: extension.digital,
          ownByesInMatchWin: file.settings?.ownByesInMatchWin ?? true,
          percentageFloor: file.settings?.percentageFloor ?? DEFAULT_PERCENTAGE_FLOOR,
          ratingEventType: ratings.eventType,
          rulesEdition: ratings.rulesEdition,
          // A file that says it was not sanctioned stays unsanctioned (by choice: the platform cannot know why).
          sanctioningRequested: ratings.sanctioned,
          unsanctionedReason: ratings.sanctioned || status === 'REGISTRATION' ? null : 'ORGANIZER_CHOICE',
          importWarnings: validation.warnings.length > 0 ? validation.warnings.map((w) => inWords(file, w.message)) : null,
          teamFormat: teamFile?.teams.format ?? null,
          createdById: actor.userId,
        }),
      );
      await this.staff.add(manager, event.id, actor.userId, 'ORGANIZER');
      const drops = new Map(file.drops.map((d) => [d.player, d.afterRound]));
      const late = new Map(file.lateEntries.map((e) => [e.player, e]));
      // A team file's disqualifications name teams: the team's seat-A player carries it (the team follows its members' DQs).
      const seatAOf = new Map((teamFile?.teams.teams ?? []).map((t) => [t.id, t.players[0]]));
      const dqs = new Map((file.disqualifications ?? []).map((d) => [seatAOf.get(d.player) ?? d.player, d.round]));
      const base = Date.now();
      await this.players.addMany(
        manager,
        file.players.map((p, index) => ({
            id: mapId(p.id),
            eventId: event.id,
            name: cleanDisplayText(p.name),
            nameKey: playerNameKey(p.name),
            wizardsId: wizardsIds[index],
            dropped: drops.has(p.id) || dqs.has(p.id),
            droppedAfterRound: drops.get(p.id) ?? (dqs.has(p.id) ? dqs.get(p.id) ?? null : null),
            enteredBeforeRound: late.get(p.id)?.beforeRound ?? 1,
            byes: late.get(p.id)?.byes ?? 0,
            disqualified: dqs.has(p.id),
            disqualifiedInRound: dqs.get(p.id) ?? null,
            pod: p.pod ?? null,
            fixedTable: p.fixedTable ?? null,
            createdAt: new Date(base + index),
        })),
      );
      const teams = teamFile ? await this.teams.importTeams(manager, event.id, teamFile, mapId) : null;
      for (const fileRound of file.rounds) {
        const playoff = fileRound.kind === 'playoff';
        const isFinal = playoff && fileRound.matches.filter((m) => !isBye(m)).length === 1;
        const round = await this.rounds.add(manager, {
            eventId: event.id,
            number: fileRound.number,
            kind: playoff ? 'PLAYOFF' : 'SWISS',
            published: true,
            seed: String(fileRound.seed ?? 0),
            algorithm: 'imported',
            gamesPerMatch: isFinal ? file.structure.finalsGames : file.structure.matchGames,
        });
        if (teamFile && teams) {
          await this.teams.importTeamRound(manager, teamFile.teams.format, round, fileRound.matches, teams);
          continue;
        }
        const matches = fileRound.matches.map((m) => {
          if (isBye(m)) {
            return { eventId: event.id, roundId: round.id, roundNumber: round.number, tableNumber: null, player1Id: mapId(m.players[0]), player2Id: null, bye: true, status: 'FINAL' as const, wins1: 2, wins2: 0, draws: 0 };
          }
          const games = m.games;
          return {
            eventId: event.id,
            roundId: round.id,
            roundNumber: round.number,
            tableNumber: m.table ?? null,
            player1Id: mapId(m.players[0]),
            player2Id: mapId(m.players[1]),
            bye: false,
            status: games ? ('FINAL' as const) : ('PENDING' as const),
            wins1: games ? games[0] : null,
            wins2: games ? games[1] : null,
            draws: games ? games[2] : null,
          };
        });
        await this.matches.addMany(manager, matches);
      }
      // The importing organizer stands in for the judges: the file names no accounts (docs/decisions.md).
      for (const p of penalties) {
        await this.penalties.add(manager, { eventId: event.id, playerId: mapId(p.player), matchId: null, roundNumber: p.round, gameNumber: p.game, day: p.day, infraction: p.infraction, penalty: p.penalty, proposedPenalty: p.proposedPenalty, upgraded: p.upgraded, explanation: p.explanation, deviation: p.deviation, deviationReason: p.deviationReason, description: p.description, effect: p.effect, judgeUserId: actor.userId, createdAt: new Date(p.at) });
      }
      return event;
    });
  }

  private readExtension(value: unknown): EventFileEventExtension {
    const ext = (typeof value === 'object' && value !== null ? value : {}) as Partial<EventFileEventExtension>;
    if (ext.format !== undefined && !FORMATS.includes(ext.format)) throw eventFileError('INVALID_EVENT_FILE', `event.format must be one of ${FORMATS.join(', ')}`);
    if (ext.rel !== undefined && !RELS.includes(ext.rel)) throw eventFileError('INVALID_EVENT_FILE', `event.rel must be one of ${RELS.join(', ')}`);
    return { format: ext.format ?? 'CONSTRUCTED', rel: ext.rel ?? 'REGULAR', roundMinutes: ext.roundMinutes ?? 50, startsAt: typeof ext.startsAt === 'string' ? ext.startsAt : null, digital: ext.digital === true };
  }
}

/**
 * What a team file must say for the platform to recreate it: its rounds, drops and byes name
 * teams (late entries of teams are not recorded by the platform; a team disqualification is carried by its seat-A player), and a
 * played Trios team match says each seat's games (`seats`), since the team tally alone does
 * not say which seat won.
 */
function assertTeamFileImportable(file: TeamEventFile): void {
  if (file.lateEntries.length > 0) {
    throw eventFileError('INVALID_EVENT_FILE', 'A team event file cannot carry lateEntries: register late teams on the platform', { field: 'lateEntries' });
  }
  if (file.teams.format !== 'TRIOS') return;
  file.rounds.forEach((round, r) =>
    round.matches.forEach((match, m) => {
      if (!isBye(match) && match.games !== undefined && match.seats === undefined) {
        throw eventFileError('INVALID_EVENT_FILE', `rounds[${r}].matches[${m}]: a played Trios team match needs "seats" (seats A, B and C's games, null for an unplayed seat) to be imported; files exported by Arbiter carry them`, { field: 'seats', path: `rounds[${r}].matches[${m}]` });
      }
    }),
  );
}

/** A player's Wizards ID in the file, checked as a registration checks it; a bad one names its player. */
function fileWizardsId(raw: string | undefined, index: number): string | null {
  try {
    return cleanWizardsId(raw);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw eventFileError('INVALID_EVENT_FILE', `players[${index}].wizardsId: ${error.message}`, { path: `players[${index}].wizardsId`, field: 'wizardsId' });
  }
}

/** A kept-as-recorded warning as a store owner reads it: round, table, player names, the score. */
function inWords(file: ArbiterEventFile, message: string): string {
  const located = /^rounds\[(\d+)\]\.matches\[(\d+)\]/.exec(message);
  const score = /\b(\d+-\d+-\d+)\b/.exec(message);
  const fileRound = located ? file.rounds[Number(located[1])] : undefined;
  const fileMatch = located && fileRound ? fileRound.matches[Number(located[2])] : undefined;
  if (!fileRound || !fileMatch || isBye(fileMatch) || !score) return message;
  const names = new Map(file.players.map((p) => [p.id, p.name]));
  const bestOf = fileRound.kind === 'playoff' && fileRound.matches.filter((m) => !isBye(m)).length === 1 ? file.structure.finalsGames : file.structure.matchGames;
  const [a, b] = fileMatch.players.map((id) => names.get(id) ?? id);
  return `Round ${fileRound.number}, table ${fileMatch.table ?? Number(located![2]) + 1}: ${a} vs ${b} recorded ${score[1]}, which a best-of-${bestOf} match cannot produce; kept as recorded`;
}

/** The file's `ratings` block (what the event counts for), with the platform's defaults where it is silent. */
function readRatings(value: unknown): { eventType: RatingEventType; sanctioned: boolean; rulesEdition: RulesEdition } {
  const block = (typeof value === 'object' && value !== null ? value : {}) as Partial<EventFileRatings>;
  if (block.eventType !== undefined && !(RATING_EVENT_TYPES as readonly unknown[]).includes(block.eventType)) {
    throw eventFileError('INVALID_EVENT_FILE', `ratings.eventType must be one of ${RATING_EVENT_TYPES.join(', ')}`);
  }
  if (block.sanctioned !== undefined && typeof block.sanctioned !== 'boolean') throw eventFileError('INVALID_EVENT_FILE', 'ratings.sanctioned must be true or false');
  if (block.rules !== undefined && !(RULE_SETS as readonly unknown[]).includes(block.rules)) throw eventFileError('INVALID_EVENT_FILE', `ratings.rules must be one of ${RULE_SETS.join(', ')}`);
  return { eventType: block.eventType ?? 'regular', sanctioned: block.sanctioned ?? true, rulesEdition: block.rules === 'seed-floor-rules' ? 'SEED_FLOOR_RULES' : 'CURRENT' };
}
