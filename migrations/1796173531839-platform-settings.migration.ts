import { MigrationInterface, QueryRunner } from 'typeorm';

export class PlatformSettings1796173531839 implements MigrationInterface {
  name = 'PlatformSettings1796173531839';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"platform_settings\" (\"key\" text NOT NULL, \"value\" text NOT NULL, \"created_at\" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT \"PK_5d9031e30fac3ec3ec8b9602e17\" PRIMARY KEY (\"key\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"platform_settings\"");
  }
}
