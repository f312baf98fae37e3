import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EventEntity } from './event.entity';
import { eventError } from './events.errors';
import { CreateEventInput } from './dto/create-event.input';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be an entity id (so a malformed id is "not found", not a database error). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

@Injectable()
export class EventsService {
  constructor(@InjectRepository(EventEntity) private readonly events: Repository<EventEntity>) {}

  async create(createdById: string | null, input: CreateEventInput): Promise<EventEntity> {
    const name = input.name.trim();
    if (name === '') throw eventError('INVALID_EVENT_INPUT', 'name must not be empty', { field: 'name' });
    const event = this.events.create({
      name,
      format: input.format,
      rel: input.rel,
      status: 'REGISTRATION',
      startsAt: input.startsAt ? new Date(input.startsAt) : null,
      swissRounds: input.swissRounds ?? null,
      topCut: input.topCut ?? null,
      gamesPerMatch: input.gamesPerMatch ?? 3,
      finalsGamesPerMatch: input.finalsGamesPerMatch ?? input.gamesPerMatch ?? 3,
      roundMinutes: input.roundMinutes ?? 50,
      createdById,
    });
    return this.events.save(event);
  }

  async findById(id: string): Promise<EventEntity | null> {
    if (!isUuid(id)) return null;
    return this.events.findOneBy({ id });
  }

  async getById(id: string): Promise<EventEntity> {
    const event = await this.findById(id);
    if (!event) throw eventError('EVENT_NOT_FOUND', `No event with id "${id}"`, { eventId: id });
    return event;
  }
}
