import { MigrationInterface, QueryRunner } from 'typeorm';

export class LoginThrottle1796171292779 implements MigrationInterface {
  name = 'LoginThrottle1796171292779';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"login_throttle\" (\"key\" text NOT NULL, \"failures\" integer NOT NULL, \"window_started_at\" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT \"PK_14c03bac82292a8310c54cb98d0\" PRIMARY KEY (\"key\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE \"login_throttle\"");
  }
}
