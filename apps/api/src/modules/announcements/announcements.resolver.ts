import { Args, ID, Mutation, Resolver, Subscription } from '@nestjs/graphql';
import { Public, SignedIn } from '../../common/access/access.decorator';
import { Actor } from '../../common/access/actor';
import { CurrentActor } from '../../common/access/current-actor.decorator';
import { LiveMessage, LiveService } from '../live';
import { toAnnouncementModel } from './announcement.mapper';
import { AnnouncementsService } from './announcements.service';
import { AnnouncementModel } from './dto/announcement.model';

@Resolver(() => AnnouncementModel)
export class AnnouncementsResolver {
  constructor(
    private readonly announcements: AnnouncementsService,
    private readonly live: LiveService,
  ) {}

  @SignedIn('ORGANIZER', 'JUDGE')
  @Mutation(() => AnnouncementModel, { description: 'Organizer or judge of the event: sends a short message (at most 280 characters) to every player; ANNOUNCEMENT_EMPTY, ANNOUNCEMENT_TOO_LONG' })
  async sendAnnouncement(@CurrentActor() actor: Actor, @Args('eventId', { type: () => ID }) eventId: string, @Args('text') text: string): Promise<AnnouncementModel> {
    return toAnnouncementModel(await this.announcements.send(actor, eventId, text));
  }

  @Public()
  @Subscription(() => AnnouncementModel, {
    description: "The event's staff sent an announcement",
    async resolve(this: AnnouncementsResolver, message: LiveMessage) {
      const announcement = await this.announcements.byId(message.announcementId as string);
      return announcement ? toAnnouncementModel(announcement) : null;
    },
  })
  announcementMade(@Args('eventId', { type: () => ID }) eventId: string): AsyncIterableIterator<LiveMessage> {
    return this.live.subscribe('announcementMade', eventId);
  }
}
