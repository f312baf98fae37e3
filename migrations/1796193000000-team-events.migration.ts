import { MigrationInterface, QueryRunner } from 'typeorm';

export class TeamEvents1796193000000 implements MigrationInterface {
  name = 'TeamEvents1796193000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" ADD "team_format" text');
    await queryRunner.query(
      'CREATE TABLE "teams" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "seat_a_player_id" uuid NOT NULL, "seat_b_player_id" uuid NOT NULL, "seat_c_player_id" uuid, "dropped" boolean NOT NULL DEFAULT false, "dropped_after_round" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7e5523774a38b08a6236d322403" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_teams_event_name" ON "teams" ("event_id", "name_key") ');
    await queryRunner.query(
      'CREATE TABLE "team_matches" ("match_id" uuid NOT NULL, "event_id" uuid NOT NULL, "round_number" integer NOT NULL, "team1_id" uuid NOT NULL, "team2_id" uuid, "seat" text, CONSTRAINT "PK_dcee14dc65d2c1abf522845d9d4" PRIMARY KEY ("match_id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_team_matches_event_round" ON "team_matches" ("event_id", "round_number") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "team_matches"');
    await queryRunner.query('DROP TABLE "teams"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "team_format"');
  }
}
