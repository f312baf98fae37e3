import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A player's Limited deck (MTR 7.1): pool cards by their ids in the event plus basic lands; saved as a draft, then registered. */
@Entity('limited_decks')
export class LimitedDeckEntity {
  @PrimaryColumn('uuid')
  eventId: string;

  @PrimaryColumn('uuid')
  playerId: string;

  @Column({ type: 'jsonb' })
  cardIds: string[];

  /** Basic lands added, by name. */
  @Column({ type: 'jsonb' })
  basics: Record<string, number>;

  /** When the deck was registered (it then becomes the player's decklist); null for a saved draft. */
  @Column({ type: 'timestamptz', nullable: true })
  registeredAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
