import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PlayerEntity } from '../players/player.entity';
import { PlayersResolver } from '../players/players.resolver';
import { PlayersService } from '../players/players.service';
import { EventEntity } from './event.entity';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([EventEntity, PlayerEntity])],
  providers: [EventsService, EventsResolver, PlayersService, PlayersResolver],
  exports: [EventsService, PlayersService],
})
export class EventsModule {}
