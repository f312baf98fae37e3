import { createSecretKey, KeyObject, randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig, readStoredJwtSecret } from '../../config/app-config';

/**
 * What makes this deployment itself, read from the database so that every API instance on it
 * agrees: the secret signing access tokens (unless JWT_SECRET is set) and the id that names its
 * Redis queues (unless ARBITER_ENGINE_QUEUE is set), so deployments sharing a Redis never share a queue.
 */
export class DeploymentIdentity {
  /**
   * The signing secret as a key object: jsonwebtoken given a string first tries it as a public key
   * and catches the failure, ~0.5 ms of CPU on every authenticated request; a key object skips that.
   */
  readonly jwtKey: KeyObject;

  constructor(
    readonly jwtSecret: string,
    readonly deploymentId: string,
    private readonly engineQueueOverride: string | undefined,
  ) {
    this.jwtKey = createSecretKey(Buffer.from(jwtSecret));
  }

  /** The BullMQ queue carrying digital-match engine work. */
  get engineQueue(): string {
    return this.engineQueueOverride ?? `arbiter-engine-${this.deploymentId}`;
  }

  /**
   * Reads the deployment's values, creating them on first start. Instances starting together
   * each offer values and keep whichever the database stored first. A jwt-secret file left in
   * the data directory by an older version is adopted, so its tokens stay valid.
   */
  static async load(dataSource: DataSource, config: AppConfig): Promise<DeploymentIdentity> {
    const offered = { 'jwt-secret': readStoredJwtSecret(config.dataDir) ?? randomBytes(32).toString('hex'), 'deployment-id': randomUUID().replace(/-/g, '') };
    await dataSource.query(`INSERT INTO platform_settings (key, value) VALUES ('jwt-secret', $1), ('deployment-id', $2) ON CONFLICT (key) DO NOTHING`, [offered['jwt-secret'], offered['deployment-id']]);
    const rows: { key: keyof typeof offered; value: string }[] = await dataSource.query(`SELECT key, value FROM platform_settings WHERE key IN ('jwt-secret', 'deployment-id')`);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value])) as typeof offered;
    return new DeploymentIdentity(config.jwtSecret ?? stored['jwt-secret'], stored['deployment-id'], config.engineQueueOverride);
  }
}
