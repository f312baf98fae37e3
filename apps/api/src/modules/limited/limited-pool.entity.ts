import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { LimitedProduct } from './limited-event.entity';

/** A card of a Limited pool: its id in the event, and what a player sees of it. */
export interface PoolCard {
  id: string;
  name: string;
  number: string;
  rarity: string;
  colors: string[];
  foil: boolean;
}

/** A player's card pool: the sealed packs opened for them, or what they drafted. Seen by the player and staff only. */
@Entity('limited_pools')
export class LimitedPoolEntity {
  @PrimaryColumn('uuid')
  eventId: string;

  @PrimaryColumn('uuid')
  playerId: string;

  @Column({ type: 'text' })
  source: LimitedProduct;

  @Column({ type: 'jsonb' })
  cards: PoolCard[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
