import { MigrationInterface, QueryRunner } from 'typeorm';

export class CardSnapshots1796173675476 implements MigrationInterface {
  name = 'CardSnapshots1796173675476';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"card_snapshots\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"data_date\" text NOT NULL, \"data_version\" text NOT NULL, \"card_count\" integer NOT NULL, \"kind\" text NOT NULL, \"file_name\" text NOT NULL, \"snapshot\" bytea NOT NULL, \"imported_by_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_23031bf12370d99df311a7e97f5\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_card_snapshots_created\" ON \"card_snapshots\"  (\"created_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_card_snapshots_created\"");
    await queryRunner.query("DROP TABLE \"card_snapshots\"");
  }
}
