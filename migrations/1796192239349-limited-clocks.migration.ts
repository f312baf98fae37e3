import { MigrationInterface, QueryRunner } from 'typeorm';

export class LimitedClocks1796192239349 implements MigrationInterface {
  name = 'LimitedClocks1796192239349';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"limited_clocks\" (\"event_id\" uuid NOT NULL, \"schedule\" text NOT NULL, \"phases\" jsonb NOT NULL, \"phase_index\" integer NOT NULL DEFAULT '0', \"started_at\" TIMESTAMP WITH TIME ZONE NOT NULL, \"paused_at\" TIMESTAMP WITH TIME ZONE, \"paused_seconds\" integer NOT NULL DEFAULT '0', \"adjust_seconds\" integer NOT NULL DEFAULT '0', \"time_up_phase_index\" integer, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_00bb0e65a0a51c0935c4dcb5d27\" PRIMARY KEY (\"event_id\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"limited_clocks\"");
  }
}
