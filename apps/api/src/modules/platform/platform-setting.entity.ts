import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One value of the whole deployment, shared by every API instance on the database (the JWT secret, the deployment id). */
@Entity('platform_settings')
export class PlatformSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
