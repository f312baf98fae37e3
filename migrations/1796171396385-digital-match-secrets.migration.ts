import { MigrationInterface, QueryRunner } from 'typeorm';

export class DigitalMatchSecrets1796171396385 implements MigrationInterface {
  name = 'DigitalMatchSecrets1796171396385';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"digital_event_secrets\" (\"event_id\" uuid NOT NULL, \"secret\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5e0cb108f1d0e55deb4f985783f\" PRIMARY KEY (\"event_id\"))");
    await queryRunner.query("ALTER TABLE \"digital_matches\" ADD \"seed_commitment\" text");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"digital_matches\" DROP COLUMN \"seed_commitment\"");
    await queryRunner.query("DROP TABLE \"digital_event_secrets\"");
  }
}
