import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { Actor } from '../../common/access/actor';
import { isUniqueViolation } from '../../common/database/unique-violation';
import { cleanDisplayText } from '../../common/text/display-text';
import { AppConfig } from '../../config/app-config';
import { DeploymentIdentity } from '../platform';
import { authError } from './auth.errors';
import { LoginThrottleService } from './login-throttle.service';
import { isUserLocale, USER_LOCALES } from './user-locale';
import { UserEntity } from './user.entity';
import { UserRepository } from './user.repository';

const TOKEN_LIFETIME = '7d';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface AuthResult {
  token: string;
  user: UserEntity;
}

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UserRepository,
    private readonly config: AppConfig,
    private readonly throttle: LoginThrottleService,
    private readonly identity: DeploymentIdentity,
  ) {}

  /** Verified against when the email is unknown, so a log-in takes as long whether the account exists or not. */
  private readonly dummyHash = argon2.hash(randomBytes(32));

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword } = this.config;
    if (!adminEmail || !adminPassword) return;
    const email = adminEmail.trim().toLowerCase();
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.isAdmin) return;
      // Anyone may sign up with the configured address before the first start: only its owner's password promotes it.
      if (!(await argon2.verify(existing.passwordHash, adminPassword))) {
        this.logger.error(`ADMIN_BOOTSTRAP_REFUSED: an account ${email} already exists with another password; it was not made administrator. Set ARBITER_ADMIN_PASSWORD to that account's password or configure another ARBITER_ADMIN_EMAIL.`);
        return;
      }
      await this.users.makeAdmin(existing.id);
      this.logger.log(`Made the existing account ${email} administrator (its password matches ARBITER_ADMIN_PASSWORD)`);
      return;
    }
    await this.users.create({ email, displayName: 'Administrator', passwordHash: await argon2.hash(adminPassword), isAdmin: true });
    this.logger.log(`Created the bootstrap administrator ${email}`);
  }

  async signUp(email: string, password: string, displayName: string): Promise<AuthResult> {
    const normalized = email.trim().toLowerCase();
    const name = cleanDisplayText(displayName);
    if (!EMAIL.test(normalized)) throw authError('INVALID_SIGN_UP', `"${email}" is not an email address`, { field: 'email' });
    if (password.length < 8) throw authError('INVALID_SIGN_UP', 'password must be at least 8 characters long', { field: 'password' });
    if (name === '' || name.length > 100) throw authError('INVALID_SIGN_UP', 'displayName must be 1 to 100 characters', { field: 'displayName' });
    const passwordHash = await argon2.hash(password);
    try {
      const user = await this.users.create({ email: normalized, displayName: name, passwordHash, isAdmin: false });
      return { token: this.issueToken(user), user };
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) {
        throw authError('EMAIL_TAKEN', `An account with ${normalized} already exists`, { field: 'email' });
      }
      throw error;
    }
  }

  /** Checks the password; `address` is the client's, for throttling (LOGIN_THROTTLED with retryAfterSeconds). */
  async logIn(email: string, password: string, address = 'unknown'): Promise<AuthResult> {
    const subject = { email: email.trim().toLowerCase(), address };
    await this.throttle.assertAllowed(subject);
    const user = await this.users.findByEmail(subject.email);
    const matches = await argon2.verify(user?.passwordHash ?? (await this.dummyHash), password);
    if (!user || !matches) {
      await this.throttle.recordFailure(subject);
      throw authError('INVALID_CREDENTIALS', 'Wrong email or password');
    }
    await this.throttle.recordSuccess(subject);
    return { token: this.issueToken(user), user };
  }

  /** The caller a bearer token names, or null for no token; a bad or expired token is an error. */
  async actorFromToken(token: string | undefined): Promise<Actor | null> {
    if (!token) return null;
    let subject: string | undefined;
    try {
      const payload = jwt.verify(token, this.identity.jwtKey, { algorithms: ['HS256'] });
      subject = typeof payload === 'object' ? payload.sub : undefined;
    } catch {
      throw authError('INVALID_CREDENTIALS', 'The access token is invalid or expired; log in again');
    }
    // A token's subject names a user only as a UUID; anything else is refused before the database sees it.
    const user = subject ? await this.users.findById(subject) : null;
    if (!user) throw authError('INVALID_CREDENTIALS', 'The access token names no existing user; log in again');
    return { userId: user.id, displayName: user.displayName, isAdmin: user.isAdmin };
  }

  async findUser(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  /** Remembers the signed-in account's language; null goes back to following the browser. */
  async setLocale(userId: string, locale: string | null): Promise<UserEntity> {
    if (locale !== null && !isUserLocale(locale)) {
      throw authError('INVALID_LOCALE', `"${locale}" is not a language of Arbiter's screens (${USER_LOCALES.join(', ')})`, { field: 'locale' });
    }
    const user = await this.findUser(userId);
    if (!user) throw authError('USER_NOT_FOUND', 'The signed-in account no longer exists');
    await this.users.setLocale(user.id, locale);
    return { ...user, locale };
  }

  private issueToken(user: UserEntity): string {
    return jwt.sign({}, this.identity.jwtKey, { algorithm: 'HS256', subject: user.id, expiresIn: TOKEN_LIFETIME });
  }
}
