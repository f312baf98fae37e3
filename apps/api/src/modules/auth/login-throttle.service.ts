import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { authError } from './auth.errors';
import { LoginThrottleRepository } from './login-throttle.repository';

export interface LoginSubject {
  email: string;
  address: string;
}

function hashKey(kind: 'account' | 'address', value: string): string {
  return createHash('sha256').update(`${kind}:${value}`).digest('hex');
}

/**
 * Limits failed log-ins per account and per client address in a fixed window, in the database
 * so that every API instance counts the same attempts. Times are the database's (`now()`), so
 * instances with skewed clocks agree.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    private readonly counts: LoginThrottleRepository,
    private readonly config: AppConfig,
  ) {}

  private limits(subject: LoginSubject): { key: string; max: number; what: string }[] {
    const { loginMaxFailuresPerAccount, loginMaxFailuresPerAddress } = this.config;
    return [
      { key: hashKey('account', subject.email), max: loginMaxFailuresPerAccount, what: 'this account' },
      { key: hashKey('address', subject.address), max: loginMaxFailuresPerAddress, what: 'your address' },
    ];
  }

  /** Refuses with LOGIN_THROTTLED (and retryAfterSeconds) while the account or the address is over its limit. */
  async assertAllowed(subject: LoginSubject): Promise<void> {
    const limits = this.limits(subject);
    const rows = await this.counts.counts(limits.map((l) => l.key), this.config.loginWindowSeconds);
    for (const limit of limits) {
      const row = rows.find((r) => r.key === limit.key);
      if (row && row.failures >= limit.max && row.retryAfterSeconds > 0) {
        throw authError('LOGIN_THROTTLED', `Too many failed log-ins for ${limit.what}; try again in ${row.retryAfterSeconds} seconds`, { retryAfterSeconds: row.retryAfterSeconds });
      }
    }
  }

  /** Counts one failed attempt against the account and the address (a window past its end starts again). */
  async recordFailure(subject: LoginSubject): Promise<void> {
    const window = this.config.loginWindowSeconds;
    for (const { key } of this.limits(subject)) await this.counts.countFailure(key, window);
    // Windows that ended are dead weight: clear them now and then rather than on every attempt.
    if (Math.random() < 0.05) await this.counts.deleteEndedWindows(window);
  }

  /** A successful log-in clears the account's failures (the address keeps its count). */
  async recordSuccess(subject: LoginSubject): Promise<void> {
    await this.counts.clear(hashKey('account', subject.email));
  }
}
