import { Module } from '@nestjs/common';
import { DigitalModule } from '../digital';
import { PenaltiesModule } from '../penalties';
import { EventsModule } from '../events';
import { ResultsModule } from '../results';
import { RoundsModule } from '../rounds';
import { ClockResolver, RoundClockFieldsResolver } from './clock.resolver';
import { ClockService } from './clock.service';
import { LimitedClockResolver } from './limited-clock.resolver';
import { LimitedClockRepository } from './limited-clock.repository';
import { LimitedClockScheduler } from './limited-clock.scheduler';
import { LimitedClockService } from './limited-clock.service';
import { TimeCallRepository } from './time-call.repository';
import { TimeCallScheduler } from './time-call.scheduler';
import { TurnTrackerService } from './turn-tracker.service';
import { TeamsModule } from '../teams';

@Module({
  imports: [EventsModule, RoundsModule, ResultsModule, DigitalModule, PenaltiesModule, TeamsModule],
  providers: [ClockService, TurnTrackerService, TimeCallScheduler, ClockResolver, RoundClockFieldsResolver, LimitedClockService, LimitedClockScheduler, LimitedClockResolver, LimitedClockRepository, TimeCallRepository],
  exports: [LimitedClockService],
})
export class ClockModule {}
