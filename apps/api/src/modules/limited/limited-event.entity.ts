import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** What a digital Limited event opens: six boosters each (sealed) or three in a booster draft. */
export const LIMITED_PRODUCTS = ['SEALED', 'DRAFT'] as const;
export type LimitedProduct = (typeof LIMITED_PRODUCTS)[number];

/** A digital Limited event's product and set (issue 18). */
@Entity('limited_events')
export class LimitedEventEntity {
  @PrimaryColumn('uuid')
  eventId: string;

  @Column({ type: 'text' })
  product: LimitedProduct;

  @Column({ type: 'text' })
  setCode: string;

  /** The booster kind of the set's MTGJSON data the packs are opened from. */
  @Column({ type: 'text' })
  boosterKind: string;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
