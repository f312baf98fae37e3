import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventRatingEventType1796171782139 implements MigrationInterface {
  name = 'EventRatingEventType1796171782139';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"rating_event_type\" text NOT NULL DEFAULT 'regular'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"rating_event_type\"");
  }
}
