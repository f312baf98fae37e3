import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsModule } from '../events';
import { RoundsModule } from '../rounds';
import { TeamMatchEntity } from './team-match.entity';
import { TeamEntity } from './team.entity';
import { TeamMatchRepository } from './team-match.repository';
import { TeamPairingService } from './team-pairing.service';
import { TeamRepository } from './team.repository';
import { EventTeamsResolver, MatchTeamsResolver, TeamMatchResolver, TeamsResolver } from './teams.resolver';
import { TeamsService } from './teams.service';

/** Team events (issue 16): teams, team pairing, team standings. Below pairing, above events and rounds. */
@Module({
  imports: [EventsModule, RoundsModule, TypeOrmModule.forFeature([TeamEntity, TeamMatchEntity])],
  providers: [TeamsService, TeamPairingService, TeamRepository, TeamMatchRepository, TeamsResolver, EventTeamsResolver, MatchTeamsResolver, TeamMatchResolver],
  exports: [TeamsService, TeamPairingService, TeamRepository, TeamMatchRepository],
})
export class TeamsModule {}
