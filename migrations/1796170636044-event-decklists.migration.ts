import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventDecklists1796170636044 implements MigrationInterface {
  name = 'EventDecklists1796170636044';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"constructed_format\" text");
    await queryRunner.query("ALTER TABLE \"events\" ADD \"decklist_deadline\" TIMESTAMP WITH TIME ZONE");
    await queryRunner.query("ALTER TABLE \"events\" ADD \"decklists_published\" boolean NOT NULL DEFAULT false");
    await queryRunner.query("ALTER TABLE \"players\" ADD \"decklist_commanders\" jsonb");
    await queryRunner.query("ALTER TABLE \"players\" ADD \"decklist_format\" text");
    await queryRunner.query("ALTER TABLE \"players\" ADD \"decklist_data_date\" text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"players\" DROP COLUMN \"decklist_data_date\"");
    await queryRunner.query("ALTER TABLE \"players\" DROP COLUMN \"decklist_format\"");
    await queryRunner.query("ALTER TABLE \"players\" DROP COLUMN \"decklist_commanders\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"decklists_published\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"decklist_deadline\"");
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"constructed_format\"");
  }
}
