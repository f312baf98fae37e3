import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795963897296 implements MigrationInterface {
  name = 'InitialSchema1795963897296';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"events\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"name\" text NOT NULL, \"format\" text NOT NULL, \"rel\" text NOT NULL, \"status\" text NOT NULL DEFAULT 'REGISTRATION', \"starts_at\" TIMESTAMP WITH TIME ZONE, \"swiss_rounds\" integer, \"top_cut\" integer, \"games_per_match\" integer NOT NULL DEFAULT '3', \"finals_games_per_match\" integer NOT NULL DEFAULT '3', \"round_minutes\" integer NOT NULL DEFAULT '50', \"created_by_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_40731c7151fe4be3116e45ddf73\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"players\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"name\" text NOT NULL, \"name_key\" text NOT NULL, \"wizards_id\" text, \"dropped\" boolean NOT NULL DEFAULT false, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_de22b8fdeee0c33ab55ae71da3b\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_players_event_wizards_id\" ON \"players\"  (\"event_id\", \"wizards_id\") WHERE wizards_id IS NOT NULL");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_players_event_name\" ON \"players\"  (\"event_id\", \"name_key\") ");
    await queryRunner.query("ALTER TABLE \"players\" ADD CONSTRAINT \"FK_03cbb47603b04d479be08cb58a8\" FOREIGN KEY (\"event_id\") REFERENCES \"events\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"players\" DROP CONSTRAINT \"FK_03cbb47603b04d479be08cb58a8\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_players_event_name\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_players_event_wizards_id\"");
    await queryRunner.query("DROP TABLE \"players\"");
    await queryRunner.query("DROP TABLE \"events\"");
  }
}
