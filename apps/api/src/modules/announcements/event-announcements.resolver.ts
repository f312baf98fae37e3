import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { EventEntity, EventModel } from '../events';
import { toAnnouncementModel } from './announcement.mapper';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementModel } from './dto/announcement.model';

/** `Event.announcements`: resolved here, so the events module need not know announcements. */
@Resolver(() => EventModel)
export class EventAnnouncementsResolver {
  constructor(private readonly service: AnnouncementsService) {}

  @ResolveField(() => [AnnouncementModel], { description: "The staff's latest announcements (at most 20), newest first; public" })
  async announcements(@Parent() event: EventEntity): Promise<AnnouncementModel[]> {
    return (await this.service.latest(event.id)).map(toAnnouncementModel);
  }
}
