import { MigrationInterface, QueryRunner } from 'typeorm';

export class ResultAuditSequence1796534714649 implements MigrationInterface {
  name = 'ResultAuditSequence1796534714649';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"result_audit\" ADD \"seq\" BIGSERIAL NOT NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"result_audit\" DROP COLUMN \"seq\"");
  }
}
