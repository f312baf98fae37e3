import type { RatingEventType, TeamFormat } from '@arbiter/dci';
import type { MulliganRule, RulesEdition as GameRules } from '@arbiter/engine';
import type { PercentageFloor } from '@arbiter/swiss';
import { BeforeInsert, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { randomJoinCode } from './join-code';

export type EventFormat = 'CONSTRUCTED' | 'LIMITED';
export type Rel = 'REGULAR' | 'COMPETITIVE' | 'PROFESSIONAL';
/** An event's lifecycle, in order (EventsService.transition says which may follow which). */
export const EVENT_STATUSES = ['REGISTRATION', 'RUNNING', 'PLAYOFFS', 'FINISHED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Rules editions an event can follow: today's MTR by default, the seed's DCI Floor Rules as a named option. */
export const RULES_EDITIONS = ['CURRENT', 'SEED_FLOOR_RULES'] as const;
export type RulesEdition = (typeof RULES_EDITIONS)[number];

/** Why a started event is not sanctioned (libs/dci decideSanctioning). */
export const UNSANCTIONED_REASONS = ['BELOW_MINIMUM', 'ORGANIZER_CHOICE'] as const;
export type UnsanctionedReason = (typeof UNSANCTIONED_REASONS)[number];

@Entity('events')
export class EventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  /** The short public code players type on their phone to find and join the event (join-code.ts). */
  @Index('uq_events_join_code', { unique: true })
  @Column({ type: 'text' })
  joinCode: string;

  /** Most active players who may sign themselves up (joinEvent); null = no limit. The organizer may still add walk-ins. */
  @Column({ type: 'int', nullable: true })
  capacity: number | null;

  /** Before it, players cannot sign themselves up (the organizer still adds them); null = open from creation. */
  @Column({ type: 'timestamptz', nullable: true })
  registrationOpensAt: Date | null;

  /** From it, players cannot sign themselves up; null = until the event starts. */
  @Column({ type: 'timestamptz', nullable: true })
  registrationClosesAt: Date | null;

  /** Where the event is played, as players read it (the store's address or room). */
  @Column({ type: 'text', nullable: true })
  location: string | null;

  /** What players should know (prizes, entry fee, what to bring), shown on the phone and the calendar. */
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text' })
  format: EventFormat;

  @Column({ type: 'text' })
  rel: Rel;

  @Column({ type: 'text', default: 'REGISTRATION' })
  status: EventStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  /** Null until the event starts: then fixed from attendance (MTR App. E) unless the organizer set it. */
  @Column({ type: 'int', nullable: true })
  swissRounds: number | null;

  @Column({ type: 'int', nullable: true })
  topCut: number | null;

  @Column({ type: 'int', default: 3 })
  gamesPerMatch: number;

  @Column({ type: 'int', default: 3 })
  finalsGamesPerMatch: number;

  @Column({ type: 'int', default: 50 })
  roundMinutes: number;

  /** MTR App. C counts a player's own byes in their match-win %; false = Wizards Event Reporter behaviour. */
  @Column({ type: 'boolean', default: true })
  ownByesInMatchWin: boolean;

  /** Every match of the event is played in the rules engine. */
  @Column({ type: 'boolean', default: false })
  digital: boolean;

  /** Which rules edition applies where the seed's Floor Rules and today's MTR differ. */
  @Column({ type: 'text', default: 'CURRENT' })
  rulesEdition: RulesEdition;

  /** The organizer asks for sanctioning (default); false runs the event unsanctioned by choice. */
  @Column({ type: 'boolean', default: true })
  sanctioningRequested: boolean;

  /** Set when the event starts: null = sanctioned, else why it runs unsanctioned. */
  @Column({ type: 'text', nullable: true })
  unsanctionedReason: UnsanctionedReason | null;

  /** The format a Constructed event's decklists are checked against (an MTGJSON format name, `extended`, or `freeform`); null: freeform. Limited events check `limited`. */
  @Column({ type: 'text', nullable: true })
  constructedFormat: string | null;

  /** After it, only staff may submit or change a decklist (players: also only during registration). */
  @Column({ type: 'timestamptz', nullable: true })
  decklistDeadline: Date | null;

  /** The organizer publishes every decklist once the event is finished (public `publishedDecklists`). */
  @Column({ type: 'boolean', default: false })
  decklistsPublished: boolean;

  /** Floor of every MW% and GW% in the standings (MTR App. C): `1/3` as Melee publishes (default), or the MTR text's `0.33`. */
  @Column({ type: 'text', default: '1/3' })
  percentageFloor: PercentageFloor;

  /** When the organizer cancelled the event (it is then FINISHED, unrated, and reported as CANCELLED); null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Digital events: the engine's mulligan rule, `london` (today) or the seed's 2006 `classic-draw-one-fewer` (a named option). */
  @Column({ type: 'text', default: 'london' })
  mulliganRule: MulliganRule;

  /** Digital events: the Comprehensive Rules edition the engine plays, `current` or the seed's `2006` (a named option). */
  @Column({ type: 'text', default: 'current' })
  gameRules: GameRules;

  /** The DCI event type its ratings use (K-factor, Judge's Handbook 2006 App. D.2); default `regular` (16). */
  @Column({ type: 'text', default: 'regular' })
  ratingEventType: RatingEventType;

  /** What `importEvent(acceptRecorded: true)` kept as recorded although the rules forbid it, in words; null when nothing. */
  @Column({ type: 'jsonb', nullable: true })
  importWarnings: string[] | null;

  /** A team event's format (teams module): TWO_HEADED_GIANT (2 players) or TRIOS (3); null for an individual event. */
  @Column({ type: 'text', nullable: true })
  teamFormat: TeamFormat | null;

  /** Bumped by every change to players, rounds or results: the key of derived caches (standings). */
  @Column({ type: 'int', default: 0 })
  revision: number;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Every way an event is made (created, imported) gives it a code. */
  @BeforeInsert()
  assignJoinCode(): void {
    this.joinCode ??= randomJoinCode();
  }
}
