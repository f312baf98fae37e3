import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventGameRules1796570000000 implements MigrationInterface {
  name = 'EventGameRules1796570000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"game_rules\" text NOT NULL DEFAULT 'current'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"game_rules\"");
  }
}
