import { MigrationInterface, QueryRunner } from 'typeorm';

export class LimitedEvents1796194875125 implements MigrationInterface {
  name = 'LimitedEvents1796194875125';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"limited_drafts\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"pod\" integer NOT NULL, \"seats\" jsonb NOT NULL, \"state\" jsonb NOT NULL, \"timers\" jsonb NOT NULL, \"finished_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_7f14e687e91da9a03a37051e440\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_limited_drafts_event_pod\" ON \"limited_drafts\"  (\"event_id\", \"pod\") ");
    await queryRunner.query("CREATE TABLE \"limited_events\" (\"event_id\" uuid NOT NULL, \"product\" text NOT NULL, \"set_code\" text NOT NULL, \"booster_kind\" text NOT NULL, \"started_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_236b4c58510d52fad14bbc5547a\" PRIMARY KEY (\"event_id\"))");
    await queryRunner.query("CREATE TABLE \"limited_pools\" (\"event_id\" uuid NOT NULL, \"player_id\" uuid NOT NULL, \"source\" text NOT NULL, \"cards\" jsonb NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_4eee998dc2cb7220fb20b16c398\" PRIMARY KEY (\"event_id\", \"player_id\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"limited_pools\"");
    await queryRunner.query("DROP TABLE \"limited_events\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_limited_drafts_event_pod\"");
    await queryRunner.query("DROP TABLE \"limited_drafts\"");
  }
}
