import { EventEntity } from '../modules/events/event.entity';
import { PlayerEntity } from '../modules/players/player.entity';

/** Every entity, in one list shared by the application, migrations tooling and tests. */
export const ENTITIES = [EventEntity, PlayerEntity];
