import { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchTimeCalls1796173310116 implements MigrationInterface {
  name = 'MatchTimeCalls1796173310116';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"match_time_calls\" (\"match_id\" uuid NOT NULL, \"event_id\" uuid NOT NULL, \"called_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_54ea0df8265a7909c971e8de7ce\" PRIMARY KEY (\"match_id\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"match_time_calls\"");
  }
}
