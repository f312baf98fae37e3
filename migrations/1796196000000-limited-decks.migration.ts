import { MigrationInterface, QueryRunner } from 'typeorm';

export class LimitedDecks1796196000000 implements MigrationInterface {
  name = 'LimitedDecks1796196000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE "limited_decks" ("event_id" uuid NOT NULL, "player_id" uuid NOT NULL, "card_ids" jsonb NOT NULL, "basics" jsonb NOT NULL, "registered_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_limited_decks" PRIMARY KEY ("event_id", "player_id"))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "limited_decks"');
  }
}
