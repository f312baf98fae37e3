import { Injectable } from '@nestjs/common';
import { Actor } from '../../common/access/actor';
import { cleanDisplayText } from '../../common/text/display-text';
import { EventAccessService, EventRepository } from '../events';
import { LiveService } from '../live';
import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementRepository } from './announcement.repository';
import { announcementError } from './announcements.errors';

/** Long enough for "Round 3 starts in 5 minutes, lunch at the counter"; short enough to read at a glance. */
export const ANNOUNCEMENT_MAX_LENGTH = 280;
/** How many of the latest announcements an event shows. */
export const ANNOUNCEMENTS_SHOWN = 20;

/** Staff announcements: stored, then announced live to every subscriber of the event. */
@Injectable()
export class AnnouncementsService {
  constructor(
    private readonly announcements: AnnouncementRepository,
    private readonly events: EventRepository,
    private readonly access: EventAccessService,
    private readonly live: LiveService,
  ) {}

  async send(actor: Actor, eventId: string, rawText: string): Promise<AnnouncementEntity> {
    await this.events.getById(eventId);
    await this.access.require(actor, eventId, ['ORGANIZER', 'JUDGE'], 'send announcements');
    // Spaces and line breaks collapse: one short line on a phone (control characters are refused before, by ControlCharactersPipe).
    const text = cleanDisplayText(rawText);
    if (text === '') throw announcementError('ANNOUNCEMENT_EMPTY', 'The announcement is empty: type the message to send', { eventId });
    const length = [...text].length;
    if (length > ANNOUNCEMENT_MAX_LENGTH) {
      throw announcementError('ANNOUNCEMENT_TOO_LONG', `The announcement has ${length} characters; at most ${ANNOUNCEMENT_MAX_LENGTH} fit`, { eventId, length, maximum: ANNOUNCEMENT_MAX_LENGTH });
    }
    const announcement = await this.announcements.add({ eventId, text, senderUserId: actor.userId });
    this.live.publish('announcementMade', { eventId, announcementId: announcement.id });
    return announcement;
  }

  latest(eventId: string): Promise<AnnouncementEntity[]> {
    return this.announcements.latest(eventId, ANNOUNCEMENTS_SHOWN);
  }

  byId(id: string): Promise<AnnouncementEntity | null> {
    return this.announcements.findById(id);
  }
}
