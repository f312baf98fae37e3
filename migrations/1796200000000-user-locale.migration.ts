import { MigrationInterface, QueryRunner } from 'typeorm';

export class UserLocale1796200000000 implements MigrationInterface {
  name = 'UserLocale1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" ADD "locale" text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "users" DROP COLUMN "locale"');
  }
}
