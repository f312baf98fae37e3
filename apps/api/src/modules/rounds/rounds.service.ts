import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventEntity, PlayerRepository } from '../events';
import type { EventSnapshot } from './event-snapshot';
import { MatchEntity } from './match.entity';
import { MatchRepository } from './match.repository';
import { RoundEntity } from './round.entity';
import { RoundRepository } from './round.repository';
import { roundError } from './rounds.errors';

/** Reads of rounds and their matches; pairing them is the pairing module's. */
@Injectable()
export class RoundsService {
  constructor(
    private readonly rounds: RoundRepository,
    private readonly matches: MatchRepository,
    private readonly players: PlayerRepository,
  ) {}

  async getById(roundId: string): Promise<RoundEntity> {
    const round = await this.rounds.findById(roundId);
    if (!round) throw roundError('ROUND_NOT_FOUND', `No round with id "${roundId}"`, { roundId });
    return round;
  }

  async listForEvent(eventId: string): Promise<RoundEntity[]> {
    return this.rounds.ofEvent(eventId);
  }

  async current(eventId: string): Promise<RoundEntity | null> {
    return this.rounds.latest(eventId);
  }

  /** The matches of these rounds, table by table within a round. */
  async matchesOfRounds(roundIds: readonly string[]): Promise<MatchEntity[]> {
    return this.matches.ofRounds(roundIds);
  }

  /** Everything the tournament libraries need about one event, read in three queries (under the caller's transaction). */
  async snapshot(manager: EntityManager, event: EventEntity): Promise<EventSnapshot> {
    const [players, rounds] = await Promise.all([this.players.withoutDecklists(event.id, manager), this.rounds.ofEvent(event.id, manager)]);
    const matches = await this.matches.ofRounds(rounds.map((round) => round.id), manager);
    return { event, players, rounds, matches };
  }
}
