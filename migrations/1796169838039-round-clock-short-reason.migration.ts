import { MigrationInterface, QueryRunner } from 'typeorm';

export class RoundClockShortReason1796169838039 implements MigrationInterface {
  name = 'RoundClockShortReason1796169838039';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"rounds\" ADD \"clock_short_reason\" text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"rounds\" DROP COLUMN \"clock_short_reason\"");
  }
}
