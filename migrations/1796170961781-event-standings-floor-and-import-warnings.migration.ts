import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventStandingsFloorAndImportWarnings1796170961781 implements MigrationInterface {
  name = 'EventStandingsFloorAndImportWarnings1796170961781';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"percentage_floor\" text NOT NULL DEFAULT '1/3'");
    await queryRunner.query("ALTER TABLE \"events\" ADD \"import_warnings\" jsonb");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"import_warnings\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"percentage_floor\"");
  }
}
