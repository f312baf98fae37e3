import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
