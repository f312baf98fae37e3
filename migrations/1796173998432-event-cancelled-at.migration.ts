import { MigrationInterface, QueryRunner } from 'typeorm';

export class EventCancelledAt1796173998432 implements MigrationInterface {
  name = 'EventCancelledAt1796173998432';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" ADD \"cancelled_at\" TIMESTAMP WITH TIME ZONE");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"events\" DROP COLUMN \"cancelled_at\"");
  }
}
