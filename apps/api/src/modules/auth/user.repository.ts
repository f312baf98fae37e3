import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { isUuid } from '../../common/ids/is-uuid';
import { UserEntity } from './user.entity';
import type { UserLocale } from './user-locale';

/** The accounts table: named reads and writes. Methods take the caller's EntityManager when a transaction is in progress. */
@Injectable()
export class UserRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The account with this id; null for none or for a string that cannot be an id. */
  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return isUuid(id) ? manager.findOneBy(UserEntity, { id }) : Promise.resolve(null);
  }

  /** The account signed up with this (lower-cased) email. */
  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<UserEntity | null> {
    return manager.findOneBy(UserEntity, { email });
  }

  /** Display names by account id (ids with no account are absent). */
  async displayNames(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter(isUuid);
    if (wanted.length === 0) return new Map();
    const users = await manager.find(UserEntity, { where: { id: In(wanted) }, select: { id: true, displayName: true } });
    return new Map(users.map((user) => [user.id, user.displayName]));
  }

  /** The emails of these accounts, ids and emails only (a request's batch loader). */
  emailsOf(ids: readonly string[]): Promise<Pick<UserEntity, 'id' | 'email'>[]> {
    return this.dataSource.manager.find(UserEntity, { select: { id: true, email: true }, where: { id: In([...ids]) } });
  }

  /** The accounts signed up with these (lower-cased) emails, ids and emails only. */
  withEmails(emails: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Pick<UserEntity, 'id' | 'email'>[]> {
    if (emails.length === 0) return Promise.resolve([]);
    return manager.query('SELECT "id", "email" FROM "users" WHERE "email" = ANY($1)', [[...emails]]);
  }

  create(fields: Pick<UserEntity, 'email' | 'displayName' | 'passwordHash' | 'isAdmin'>): Promise<UserEntity> {
    const manager = this.dataSource.manager;
    return manager.save(manager.create(UserEntity, fields));
  }

  async makeAdmin(id: string): Promise<void> {
    await this.dataSource.manager.update(UserEntity, { id }, { isAdmin: true });
  }

  async setLocale(id: string, locale: UserLocale | null): Promise<void> {
    await this.dataSource.manager.update(UserEntity, { id }, { locale });
  }
}
