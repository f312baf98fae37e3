import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A short message the event's staff sent to every player (shown live on the phone pages). */
@Entity('announcements')
@Index('ix_announcements_event', ['eventId', 'createdAt'])
export class AnnouncementEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'text' })
  text: string;

  /** Who sent it (an organizer or judge of the event), for the record. */
  @Column({ type: 'uuid' })
  senderUserId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
