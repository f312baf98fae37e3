import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerInvitedEmail1796175648461 implements MigrationInterface {
  name = 'PlayerInvitedEmail1796175648461';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"players\" ADD \"invited_email\" text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"players\" DROP COLUMN \"invited_email\"");
  }
}
