import { MigrationInterface, QueryRunner } from 'typeorm';

export class Announcements1796540000000 implements MigrationInterface {
  name = 'Announcements1796540000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"announcements\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"text\" text NOT NULL, \"sender_user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_b3ad760876ff2e19d58e05dc8b0\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_announcements_event\" ON \"announcements\"  (\"event_id\", \"created_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_announcements_event\"");
    await queryRunner.query("DROP TABLE \"announcements\"");
  }
}
