import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../auth/user.entity';
import { EventEntity } from './event.entity';

export type StaffRole = 'ORGANIZER' | 'JUDGE';

@Entity('event_staff')
@Index('uq_event_staff_user', ['eventId', 'userId'], { unique: true })
export class EventStaffEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  event?: EventEntity;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  user?: UserEntity;

  @Column({ type: 'text' })
  role: StaffRole;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
