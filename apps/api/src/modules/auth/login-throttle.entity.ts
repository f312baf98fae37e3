import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed log-ins of one account or one client address in the current window (shared by every API instance). */
@Entity('login_throttle')
export class LoginThrottleEntity {
  /** SHA-256 of "account:<email>" or "address:<ip>": the table never holds an email or address in clear. */
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'int' })
  failures: number;

  /** The window starts at its first failure; the key is refused from the limit's failure until the window ends. */
  @Column({ type: 'timestamptz' })
  windowStartedAt: Date;
}
