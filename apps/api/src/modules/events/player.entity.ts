import { Column, CreateDateColumn, Entity, Index, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { EventEntity } from './event.entity';

@Entity('players')
@Index('uq_players_event_name', ['eventId', 'nameKey'], { unique: true })
@Index('ix_players_user', ['userId'])
@Index('ix_players_invited_user', ['invitedUserId'])
@Index('ix_players_invited_email', ['invitedEmail'])
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

  /** The account that plays as this player (may report results and drop). */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  /** An invitation (registerPlayer with email): the account with this email links itself with acceptEntry. */
  @Column({ type: 'text', nullable: true })
  invitedEmail: string | null;

  /** An invitation (an organizer's registerPlayer with userId): that account links itself with acceptEntry; no consent, no link. */
  @Column({ type: 'uuid', nullable: true })
  invitedUserId: string | null;

  @Column({ type: 'boolean', default: false })
  dropped: boolean;

  /** Booster-draft pod: players of a pod are paired within it. */
  @Column({ type: 'int', nullable: true })
  pod: number | null;

  /** A paper booster draft's seat in the pod (1 up; seat n passes left to seat n + 1), set by assignDraftPods. */
  @Column({ type: 'int', nullable: true })
  draftSeat: number | null;

  /** A table the player must sit at (accessibility); pairings honour it. */
  @Column({ type: 'int', nullable: true })
  fixedTable: number | null;

  /** A bot plays this seat in digital matches (practice and testing). */
  @Column({ type: 'boolean', default: false })
  isBot: boolean;

  /** Last round the player played before dropping (null while active). */
  @Column({ type: 'int', nullable: true })
  droppedAfterRound: number | null;

  /** First round the player can be paired in (late entries start later). */
  @Column({ type: 'int', default: 1 })
  enteredBeforeRound: number;

  /** Byes awarded by the organizer: rounds 1..byes are byes (MTR App. E counts them as extra players). */
  @Column({ type: 'int', default: 0 })
  byes: number;

  @Column({ type: 'boolean', default: false })
  disqualified: boolean;

  @Column({ type: 'int', nullable: true })
  disqualifiedInRound: number | null;

  /** Penalties that apply to the player's next match because the current one was over (IPG). */
  @Column({ type: 'int', default: 0 })
  pendingGameLosses: number;

  @Column({ type: 'boolean', default: false })
  pendingMatchLoss: boolean;

  @Column({ type: 'jsonb', nullable: true })
  decklistMain: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  decklistSideboard: string[] | null;

  /** Commander formats: the commanders (Oracle names), apart from the 99. */
  @Column({ type: 'jsonb', nullable: true })
  decklistCommanders: string[] | null;

  /** The format the stored list was checked against and the card data's date then. */
  @Column({ type: 'text', nullable: true })
  decklistFormat: string | null;

  @Column({ type: 'text', nullable: true })
  decklistDataDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decklistSubmittedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** Every column but the decklists: what lists of players read (a 4,500-player event must not decode every decklist). */
export const PLAYER_COLUMNS_WITHOUT_DECKLISTS = {
  id: true, eventId: true, name: true, nameKey: true, wizardsId: true, userId: true, dropped: true, droppedAfterRound: true, enteredBeforeRound: true,
  byes: true, disqualified: true, disqualifiedInRound: true, pendingGameLosses: true, pendingMatchLoss: true, decklistSubmittedAt: true,
  pod: true, draftSeat: true, fixedTable: true, isBot: true, createdAt: true,
} as const satisfies Partial<Record<keyof PlayerEntity, true>>;
