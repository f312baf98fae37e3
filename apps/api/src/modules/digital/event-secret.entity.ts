import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The server-side secret an event's digital-match randomness derives from; never sent to anyone. */
@Entity('digital_event_secrets')
export class EventSecretEntity {
  @PrimaryColumn('uuid')
  eventId: string;

  /** 32 random bytes, hex. */
  @Column({ type: 'text' })
  secret: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
