import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { EventModel } from '../events';
import { EventEntity } from '../events';
import { EventFilesService } from './event-files.service';
import { EventReportService } from './event-report.service';

@Resolver()
export class EventFilesResolver {
  constructor(
    private readonly files: EventFilesService,
    private readonly reports: EventReportService,
  ) {}

  @SignedIn('ORGANIZER')
  @Query(() => String, { description: 'The event report file for sanctioning (docs/event-report-file.md), once the event is finished or cancelled' })
  eventReport(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<string> {
    return this.reports.export(actor, eventId);
  }

  @SignedIn('ANY_USER')
  @Mutation(() => EventModel, { description: 'Reads an event report back in as a new event the caller organizes' })
  uploadEventReport(
    @CurrentActor() actor: Actor,
    @Args('file') file: string,
    @Args('acceptRecorded', { type: () => Boolean, nullable: true, description: 'Keep results the best-of forbids, as warnings' }) acceptRecorded?: boolean | null,
  ): Promise<EventEntity> {
    return this.reports.upload(actor, file, acceptRecorded ?? false);
  }

  @SignedIn('ORGANIZER')
  @Query(() => String, { description: 'The event file (shared/specs/event-files.md) with the API player ids' })
  exportEvent(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string): Promise<string> {
    return this.files.export(actor, eventId);
  }

  @SignedIn('ANY_USER')
  @Mutation(() => EventModel, { description: 'Creates an event from an event file; the caller becomes its organizer' })
  importEvent(
    @CurrentActor() actor: Actor,
    @Args('file') file: string,
    @Args('acceptRecorded', { type: () => Boolean, nullable: true, description: "Keep another system's results that the best-of forbids (e.g. 3-0-0), each as a warning in Event.importWarnings" })
    acceptRecorded?: boolean | null,
  ): Promise<EventEntity> {
    return this.files.import(actor, file, acceptRecorded ?? false);
  }
}
