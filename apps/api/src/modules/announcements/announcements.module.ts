import { Module } from '@nestjs/common';
import { EventsModule } from '../events';
import { AnnouncementRepository } from './announcement.repository';
import { AnnouncementsResolver } from './announcements.resolver';
import { AnnouncementsService } from './announcements.service';
import { EventAnnouncementsResolver } from './event-announcements.resolver';

@Module({ imports: [EventsModule], providers: [AnnouncementRepository, AnnouncementsService, AnnouncementsResolver, EventAnnouncementsResolver] })
export class AnnouncementsModule {}
