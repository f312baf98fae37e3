import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { UserLocale } from './user-locale';

@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased: one account per address whatever its case. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  displayName: string;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'text' })
  passwordHash: string;

  /** Platform administrator: every role in every event. */
  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  /** The language the account chose for the screens (a USER_LOCALES tag); null = follow the browser. */
  @Column({ type: 'text', nullable: true })
  locale: UserLocale | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
