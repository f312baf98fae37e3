import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795969567733 implements MigrationInterface {
  name = 'InitialSchema1795969567733';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"time_extensions\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"match_id\" uuid NOT NULL, \"kind\" text NOT NULL, \"minutes\" integer NOT NULL, \"deck_check_minutes\" integer, \"reason\" text NOT NULL, \"judge_user_id\" uuid NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_3c56a48488f658f1033ec310577\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_time_extensions_match\" ON \"time_extensions\"  (\"match_id\") ");
    await queryRunner.query("CREATE TABLE \"penalty_records\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"player_id\" uuid NOT NULL, \"match_id\" uuid, \"round_number\" integer, \"game_number\" integer, \"infraction\" text NOT NULL, \"penalty\" text NOT NULL, \"proposed_penalty\" text NOT NULL, \"upgraded\" boolean NOT NULL, \"explanation\" text NOT NULL, \"deviation\" boolean NOT NULL DEFAULT false, \"deviation_reason\" text, \"description\" text NOT NULL, \"effect\" text NOT NULL, \"judge_user_id\" uuid NOT NULL, \"day\" integer NOT NULL DEFAULT '1', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_d1139f526110896720949e8bcbd\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_penalty_records_match\" ON \"penalty_records\"  (\"match_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_penalty_records_event_player\" ON \"penalty_records\"  (\"event_id\", \"player_id\") ");
    await queryRunner.query("CREATE TABLE \"digital_matches\" (\"match_id\" uuid NOT NULL, \"event_id\" uuid NOT NULL, \"state\" jsonb NOT NULL, \"bot_sides\" jsonb NOT NULL, \"version\" integer NOT NULL DEFAULT '0', \"decision_deadline\" TIMESTAMP WITH TIME ZONE, \"timeouts\" jsonb NOT NULL, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_ea8dfefbd191c68d36e7422a354\" PRIMARY KEY (\"match_id\"))");
    await queryRunner.query("CREATE INDEX \"ix_digital_matches_event\" ON \"digital_matches\"  (\"event_id\") ");
    await queryRunner.query("CREATE TABLE \"users\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"email\" text NOT NULL, \"display_name\" text NOT NULL, \"password_hash\" text NOT NULL, \"is_admin\" boolean NOT NULL DEFAULT false, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_a3ffb1c0c8416b9fc6f907b7433\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_users_email\" ON \"users\"  (\"email\") ");
    await queryRunner.query("CREATE TABLE \"events\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"name\" text NOT NULL, \"format\" text NOT NULL, \"rel\" text NOT NULL, \"status\" text NOT NULL DEFAULT 'REGISTRATION', \"starts_at\" TIMESTAMP WITH TIME ZONE, \"swiss_rounds\" integer, \"top_cut\" integer, \"games_per_match\" integer NOT NULL DEFAULT '3', \"finals_games_per_match\" integer NOT NULL DEFAULT '3', \"round_minutes\" integer NOT NULL DEFAULT '50', \"own_byes_in_match_win\" boolean NOT NULL DEFAULT true, \"digital\" boolean NOT NULL DEFAULT false, \"revision\" integer NOT NULL DEFAULT '0', \"created_by_id\" uuid, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_40731c7151fe4be3116e45ddf73\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE TABLE \"event_staff\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"user_id\" uuid NOT NULL, \"role\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_3f175d4e63d2fef8d80c4a598f9\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_event_staff_user\" ON \"event_staff\"  (\"event_id\", \"user_id\") ");
    await queryRunner.query("CREATE TABLE \"players\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"name\" text NOT NULL, \"name_key\" text NOT NULL, \"wizards_id\" text, \"user_id\" uuid, \"dropped\" boolean NOT NULL DEFAULT false, \"pod\" integer, \"fixed_table\" integer, \"is_bot\" boolean NOT NULL DEFAULT false, \"dropped_after_round\" integer, \"entered_before_round\" integer NOT NULL DEFAULT '1', \"byes\" integer NOT NULL DEFAULT '0', \"disqualified\" boolean NOT NULL DEFAULT false, \"disqualified_in_round\" integer, \"pending_game_losses\" integer NOT NULL DEFAULT '0', \"pending_match_loss\" boolean NOT NULL DEFAULT false, \"decklist_main\" jsonb, \"decklist_sideboard\" jsonb, \"decklist_submitted_at\" TIMESTAMP WITH TIME ZONE, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_de22b8fdeee0c33ab55ae71da3b\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_players_event_wizards_id\" ON \"players\"  (\"event_id\", \"wizards_id\") WHERE wizards_id IS NOT NULL");
    await queryRunner.query("CREATE INDEX \"ix_players_user\" ON \"players\"  (\"user_id\") ");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_players_event_name\" ON \"players\"  (\"event_id\", \"name_key\") ");
    await queryRunner.query("CREATE TABLE \"result_audit\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"match_id\" uuid NOT NULL, \"actor_user_id\" uuid, \"action\" text NOT NULL, \"before\" jsonb NOT NULL, \"after\" jsonb NOT NULL, \"reason\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_709f8d2064a84c07b6e7150904d\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_result_audit_match\" ON \"result_audit\"  (\"match_id\") ");
    await queryRunner.query("CREATE TABLE \"rounds\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"number\" integer NOT NULL, \"kind\" text NOT NULL, \"published\" boolean NOT NULL DEFAULT false, \"seed\" bigint NOT NULL, \"algorithm\" text NOT NULL, \"games_per_match\" integer NOT NULL, \"clock_duration_seconds\" integer, \"clock_started_at\" TIMESTAMP WITH TIME ZONE, \"clock_paused_at\" TIMESTAMP WITH TIME ZONE, \"clock_paused_seconds\" integer NOT NULL DEFAULT '0', \"clock_adjust_seconds\" integer NOT NULL DEFAULT '0', \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_9d254884a20817016e2f877c7e7\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE UNIQUE INDEX \"uq_rounds_event_number\" ON \"rounds\"  (\"event_id\", \"number\") ");
    await queryRunner.query("CREATE TABLE \"matches\" (\"id\" uuid NOT NULL DEFAULT gen_random_uuid(), \"event_id\" uuid NOT NULL, \"round_id\" uuid NOT NULL, \"round_number\" integer NOT NULL, \"table_number\" integer, \"player1_id\" uuid NOT NULL, \"player2_id\" uuid, \"bye\" boolean NOT NULL DEFAULT false, \"status\" text NOT NULL DEFAULT 'PENDING', \"wins1\" integer, \"wins2\" integer, \"draws\" integer, \"report1\" jsonb, \"report2\" jsonb, \"extension_minutes\" integer NOT NULL DEFAULT '0', \"game_losses1\" integer NOT NULL DEFAULT '0', \"game_losses2\" integer NOT NULL DEFAULT '0', \"turn_tracker\" jsonb, \"updated_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_8a22c7b2e0828988d51256117f4\" PRIMARY KEY (\"id\"))");
    await queryRunner.query("CREATE INDEX \"ix_matches_player2\" ON \"matches\"  (\"player2_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_matches_player1\" ON \"matches\"  (\"player1_id\") ");
    await queryRunner.query("CREATE INDEX \"ix_matches_event_round\" ON \"matches\"  (\"event_id\", \"round_number\") ");
    await queryRunner.query("ALTER TABLE \"event_staff\" ADD CONSTRAINT \"FK_3e0cc23cd947b14e06221268d78\" FOREIGN KEY (\"event_id\") REFERENCES \"events\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"event_staff\" ADD CONSTRAINT \"FK_43774b1303787faac5b3ae85bd7\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"players\" ADD CONSTRAINT \"FK_03cbb47603b04d479be08cb58a8\" FOREIGN KEY (\"event_id\") REFERENCES \"events\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"rounds\" ADD CONSTRAINT \"FK_d6209634bf5cd46ca7e04e1dc7a\" FOREIGN KEY (\"event_id\") REFERENCES \"events\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"matches\" ADD CONSTRAINT \"FK_59709772e5280108190154b7db1\" FOREIGN KEY (\"round_id\") REFERENCES \"rounds\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"matches\" DROP CONSTRAINT \"FK_59709772e5280108190154b7db1\"");
    await queryRunner.query("ALTER TABLE \"rounds\" DROP CONSTRAINT \"FK_d6209634bf5cd46ca7e04e1dc7a\"");
    await queryRunner.query("ALTER TABLE \"players\" DROP CONSTRAINT \"FK_03cbb47603b04d479be08cb58a8\"");
    await queryRunner.query("ALTER TABLE \"event_staff\" DROP CONSTRAINT \"FK_43774b1303787faac5b3ae85bd7\"");
    await queryRunner.query("ALTER TABLE \"event_staff\" DROP CONSTRAINT \"FK_3e0cc23cd947b14e06221268d78\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_matches_event_round\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_matches_player1\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_matches_player2\"");
    await queryRunner.query("DROP TABLE \"matches\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_rounds_event_number\"");
    await queryRunner.query("DROP TABLE \"rounds\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_result_audit_match\"");
    await queryRunner.query("DROP TABLE \"result_audit\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_players_event_name\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_players_user\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_players_event_wizards_id\"");
    await queryRunner.query("DROP TABLE \"players\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_event_staff_user\"");
    await queryRunner.query("DROP TABLE \"event_staff\"");
    await queryRunner.query("DROP TABLE \"events\"");
    await queryRunner.query("DROP INDEX \"public\".\"uq_users_email\"");
    await queryRunner.query("DROP TABLE \"users\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_digital_matches_event\"");
    await queryRunner.query("DROP TABLE \"digital_matches\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_penalty_records_event_player\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_penalty_records_match\"");
    await queryRunner.query("DROP TABLE \"penalty_records\"");
    await queryRunner.query("DROP INDEX \"public\".\"ix_time_extensions_match\"");
    await queryRunner.query("DROP TABLE \"time_extensions\"");
  }
}
