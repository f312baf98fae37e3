import { MigrationInterface, QueryRunner } from 'typeorm';

/** A paper booster draft's seat in the player's pod (assignDraftPods). */
export class PlayerDraftSeat1796560000000 implements MigrationInterface {
  name = 'PlayerDraftSeat1796560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "players" ADD "draft_seat" integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "players" DROP COLUMN "draft_seat"');
  }
}
