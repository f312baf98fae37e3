import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { EventsService } from '../events/events.service';
import { PlayerEntity } from './player.entity';
import { playerError } from './players.errors';

/** Folds a name for uniqueness: trimmed, inner spaces collapsed, case-insensitive. */
export function playerNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string; message?: string }) : undefined;
  if (!driverError) return false;
  return driverError.code === '23505' && (driverError.constraint === constraint || (driverError.message ?? '').includes(constraint));
}

export interface RegisterPlayerInput {
  name: string;
  wizardsId?: string | null;
}

@Injectable()
export class PlayersService {
  constructor(
    @InjectRepository(PlayerEntity) private readonly players: Repository<PlayerEntity>,
    private readonly events: EventsService,
  ) {}

  async register(eventId: string, input: RegisterPlayerInput): Promise<PlayerEntity> {
    const event = await this.events.getById(eventId);
    const name = input.name.trim().replace(/\s+/g, ' ');
    if (name === '') throw playerError('INVALID_PLAYER_INPUT', 'Player name must not be empty', { field: 'name' });
    if (name.length > 100) throw playerError('INVALID_PLAYER_INPUT', 'Player name must be at most 100 characters', { field: 'name' });
    const wizardsId = input.wizardsId?.trim() || null;
    if (wizardsId !== null && !/^[A-Za-z0-9#._-]{1,64}$/.test(wizardsId)) {
      throw playerError('INVALID_PLAYER_INPUT', `Wizards account id "${wizardsId}" is not valid`, { field: 'wizardsId' });
    }
    if (event.status === 'FINISHED') {
      throw playerError('REGISTRATION_CLOSED', `Event "${event.name}" is finished; no more players can register`, { eventId });
    }
    const player = this.players.create({ eventId, name, nameKey: playerNameKey(name), wizardsId, dropped: false });
    try {
      return await this.players.save(player);
    } catch (error) {
      if (isUniqueViolation(error, 'uq_players_event_name')) {
        throw playerError('DUPLICATE_PLAYER', `A player named "${name}" is already registered in this event`, { field: 'name' });
      }
      if (isUniqueViolation(error, 'uq_players_event_wizards_id')) {
        throw playerError('DUPLICATE_PLAYER', `Wizards account "${wizardsId}" is already registered in this event`, { field: 'wizardsId' });
      }
      throw error;
    }
  }

  async listForEvent(eventId: string): Promise<PlayerEntity[]> {
    return this.players.find({ where: { eventId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
