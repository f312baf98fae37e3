import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventSanctioning1796169219367 implements MigrationInterface {
  name = 'EventSanctioning1796169219367';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"rules_edition\" text NOT NULL DEFAULT 'CURRENT'");
    await queryRunner.query("ALTER TABLE \"events\" ADD \"sanctioning_requested\" boolean NOT NULL DEFAULT true");
    await queryRunner.query("ALTER TABLE \"events\" ADD \"unsanctioned_reason\" text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"unsanctioned_reason\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"sanctioning_requested\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"rules_edition\"");
  }
}
