import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerInvitedUser1796194000000 implements MigrationInterface {
  name = 'PlayerInvitedUser1796194000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"players\" ADD \"invited_user_id\" uuid");
    await queryRunner.query("CREATE INDEX \"ix_players_invited_user\" ON \"players\" (\"invited_user_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_players_invited_email\" ON \"players\" (\"invited_email\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"ix_players_invited_email\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_players_invited_user\"");
    await queryRunner.query("ALTER TABLE \"players\" DROP COLUMN \"invited_user_id\"");
  }
}
