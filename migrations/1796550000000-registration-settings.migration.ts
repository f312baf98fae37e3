import { MigrationInterface, QueryRunner } from 'typeorm';

export class RegistrationSettings1796550000000 implements MigrationInterface {
  name = 'RegistrationSettings1796550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" ADD "registration_opens_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "events" ADD "registration_closes_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "events" ADD "location" text');
    await queryRunner.query('ALTER TABLE "events" ADD "description" text');
    await queryRunner.query(
      'CREATE TABLE "waitlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_waitlist_entries" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "uq_waitlist_entries_event_user" ON "waitlist_entries" ("event_id", "user_id") ');
    await queryRunner.query('CREATE INDEX "ix_waitlist_entries_user" ON "waitlist_entries" ("user_id") ');
    await queryRunner.query('ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_b6dd23d94ea644df6ad968b2735" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "waitlist_entries"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "description"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "location"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "registration_closes_at"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "registration_opens_at"');
  }
}
