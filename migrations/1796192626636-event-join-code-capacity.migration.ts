import { MigrationInterface, QueryRunner } from 'typeorm';
import { randomJoinCode } from '../apps/api/src/modules/events/join-code';

export class EventJoinCodeCapacity1796192626636 implements MigrationInterface {
  name = 'EventJoinCodeCapacity1796192626636';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "events" ADD "join_code" text');
    await queryRunner.query('ALTER TABLE "events" ADD "capacity" integer');
    // Existing events get a code too: players of an event created before codes existed can join the same way.
    const rows = (await queryRunner.query('SELECT "id" FROM "events"')) as { id: string }[];
    const taken = new Set<string>();
    for (const { id } of rows) {
      let code = randomJoinCode();
      while (taken.has(code)) code = randomJoinCode();
      taken.add(code);
      await queryRunner.query('UPDATE "events" SET "join_code" = $1 WHERE "id" = $2', [code, id]);
    }
    await queryRunner.query('ALTER TABLE "events" ALTER COLUMN "join_code" SET NOT NULL');
    await queryRunner.query('CREATE UNIQUE INDEX "uq_events_join_code" ON "events" ("join_code") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."uq_events_join_code"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "capacity"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "join_code"');
  }
}
