import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LoginThrottleEntity } from './login-throttle.entity';

/** A throttle key's failures in its window and the seconds until the window ends. */
export interface ThrottleCount {
  key: string;
  failures: number;
  retryAfterSeconds: number;
}

/** Failed log-in counts per hashed key (the login_throttle table); every time is the database's `now()`. */
@Injectable()
export class LoginThrottleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async counts(keys: readonly string[], windowSeconds: number): Promise<ThrottleCount[]> {
    const rows: { key: string; failures: number; retry_after: number }[] = await this.dataSource.query(
      `SELECT key, failures, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry_after FROM login_throttle WHERE key = ANY($1)`,
      [keys, windowSeconds],
    );
    return rows.map((row) => ({ key: row.key, failures: row.failures, retryAfterSeconds: row.retry_after }));
  }

  /** One more failure for the key; a window past its end starts again at one. */
  async countFailure(key: string, windowSeconds: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO login_throttle (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN login_throttle.window_started_at + make_interval(secs => $2) <= now() THEN 1 ELSE login_throttle.failures + 1 END,
         window_started_at = CASE WHEN login_throttle.window_started_at + make_interval(secs => $2) <= now() THEN now() ELSE login_throttle.window_started_at END`,
      [key, windowSeconds],
    );
  }

  async deleteEndedWindows(windowSeconds: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_throttle WHERE window_started_at + make_interval(secs => $1) <= now()`, [windowSeconds]);
  }

  async clear(key: string): Promise<void> {
    await this.dataSource.manager.delete(LoginThrottleEntity, { key });
  }
}
