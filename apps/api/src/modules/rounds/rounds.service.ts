import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { MatchEntity } from './match.entity';
import { RoundEntity } from './round.entity';
import { roundError } from './rounds.errors';

/** Reads of rounds and their matches; pairing them is the pairing module's. */
@Injectable()
export class RoundsService {
  constructor(
    @InjectRepository(RoundEntity) private readonly rounds: Repository<RoundEntity>,
    @InjectRepository(MatchEntity) private readonly matches: Repository<MatchEntity>,
  ) {}

  async getById(roundId: string): Promise<RoundEntity> {
    const round = isUuid(roundId) ? await this.rounds.findOneBy({ id: roundId }) : null;
    if (!round) throw roundError('ROUND_NOT_FOUND', `No round with id "${roundId}"`, { roundId });
    return round;
  }

  async listForEvent(eventId: string): Promise<RoundEntity[]> {
    return this.rounds.find({ where: { eventId }, order: { number: 'ASC' } });
  }

  async current(eventId: string): Promise<RoundEntity | null> {
    return this.rounds.findOne({ where: { eventId }, order: { number: 'DESC' } });
  }

  async matchesOfRounds(roundIds: readonly string[]): Promise<MatchEntity[]> {
    return roundIds.length === 0 ? [] : this.matches.find({ where: { roundId: In([...roundIds]) }, order: { tableNumber: 'ASC' } });
  }
}
