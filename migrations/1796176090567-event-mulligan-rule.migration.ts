import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventMulliganRule1796176090567 implements MigrationInterface {
  name = 'EventMulliganRule1796176090567';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"mulligan_rule\" text NOT NULL DEFAULT 'london'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"mulligan_rule\"");
  }
}
