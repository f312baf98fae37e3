import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A card database imported by an administrator (importCardData): the compressed snapshot
 * itself, so every API instance on the database serves the same cards (the newest row wins).
 */
@Entity('card_snapshots')
@Index('ix_card_snapshots_created', ['createdAt'])
export class CardSnapshotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** MTGJSON meta.date: legality is as of this day. */
  @Column({ type: 'text' })
  dataDate: string;

  @Column({ type: 'text' })
  dataVersion: string;

  @Column({ type: 'int' })
  cardCount: number;

  /** atomicCards, allPrintings or setFile. */
  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  fileName: string;

  /** The brotli-compressed snapshot (libs/cards' format). */
  @Column({ type: 'bytea' })
  snapshot: Buffer;

  @Column({ type: 'uuid', nullable: true })
  importedById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
