import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventEntity } from '../events/event.entity';

@Entity('players')
@Index('uq_players_event_name', ['eventId', 'nameKey'], { unique: true })
@Index('uq_players_event_wizards_id', ['eventId', 'wizardsId'], { unique: true, where: 'wizards_id IS NOT NULL' })
export class PlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  event?: EventEntity;

  @Column({ type: 'text' })
  name: string;

  /** The name folded for uniqueness: case and spacing never make two players. */
  @Column({ type: 'text' })
  nameKey: string;

  @Column({ type: 'text', nullable: true })
  wizardsId: string | null;

  @Column({ type: 'boolean', default: false })
  dropped: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
