import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementModel } from './dto/announcement.model';

export function toAnnouncementModel(entity: AnnouncementEntity): AnnouncementModel {
  return { id: entity.id, text: entity.text, sentAt: entity.createdAt.toISOString() };
}
