import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The platform's whole configuration, read once at start-up from the environment. */
export class AppConfig {
  readonly port: number;
  /** PostgreSQL connection string; undefined means the embedded database (PGlite). */
  readonly databaseUrl: string | undefined;
  /** The embedded database's directory (and, from older versions, a jwt-secret file the database adopts). */
  readonly dataDir: string;
  readonly logLevel: LogLevel;
  /** JWT_SECRET; unset, the deployment's secret is kept in the database (DeploymentIdentity), shared by every instance. */
  readonly jwtSecret: string | undefined;
  readonly redisUrl: string | undefined;
  readonly production: boolean;
  /** GraphQL introspection and field suggestions in errors: on outside production unless ARBITER_GRAPHQL_INTROSPECTION says otherwise. */
  readonly schemaDetails: boolean;
  /** With REDIS_URL: the BullMQ queue carrying engine work, and whether this process also works on it. */
  /** ARBITER_ENGINE_QUEUE; unset, the queue is named after the deployment (DeploymentIdentity.engineQueue). */
  readonly engineQueueOverride: string | undefined;
  readonly engineWorker: 'inline' | 'off';
  /** Seconds a player has for one decision in a digital match before the default action is taken. */
  readonly decisionTimeoutSeconds: number;
  /** Largest request body accepted, in bytes after decompression (event files are the large ones). */
  readonly maxBodyBytes: number;
  /** Failed log-ins allowed per account and per client address within the window before LOGIN_THROTTLED. */
  readonly loginMaxFailuresPerAccount: number;
  readonly loginMaxFailuresPerAddress: number;
  readonly loginWindowSeconds: number;
  /** Express "trust proxy": how many proxies in front set X-Forwarded-For (0 = the socket's address is the client's). */
  readonly trustProxyHops: number;
  /** Bootstrap administrator created at start when both are given. */
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  /** Limits every GraphQL operation must stay within (HTTP and WebSocket). */
  readonly queryLimits: QueryLimits;

  constructor(values: Omit<AppConfig, never>) {
    Object.assign(this, values);
  }
}

/** GraphQL operation limits: selection depth, aliases, graphql-armor's static cost, the cost counting declared list sizes, and the cost of the rows actually read. */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxListCost: number;
  /** The run-time budget: what an operation may actually read (lists × real rows), per HTTP request. */
  maxResultCost: number;
}

/** Start-up stops with this error; its message names the offending variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid configuration: ${variable} ${message}`);
  }
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 0 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}

function parseUrl(variable: string, raw: string | undefined, protocols: string[]): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(variable, `must be a URL (${protocols.join(' or ')}), got "${raw}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(variable, `must start with ${protocols.join(' or ')}, got "${url.protocol}"`);
  }
  return raw;
}

function parseSeconds(variable: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value <= 0 || value > 86_400) throw new ConfigError(variable, `must be a number of seconds from 0 to 86400, got "${raw}"`);
  return value;
}

function parseCount(variable: string, raw: string | undefined, fallback: number, max: number, min = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) throw new ConfigError(variable, `must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function parseSwitch(variable: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(variable, `must be "on" or "off", got "${raw}"`);
}

function parseLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  const level = raw.toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return level;
}

function parseJwtSecret(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 16) throw new ConfigError('JWT_SECRET', 'must be at least 16 characters long');
  return raw;
}

/**
 * The jwt-secret file older versions generated in the data directory, or undefined. The
 * database adopts it (tokens stay valid); an empty or short one stops start-up.
 */
export function readStoredJwtSecret(dataDir: string): string | undefined {
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) return undefined;
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 16) throw new ConfigError('ARBITER_DATA_DIR', `holds a jwt-secret file (${file}) that is empty or shorter than 16 characters; delete it (the database keeps the secret now; signed-in users may have to log in again)`);
  return stored;
}

/** Reads and validates the configuration; throws ConfigError on the first bad value. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const port = parsePort(env.PORT);
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']);
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']);
  const logLevel = parseLogLevel(env.LOG_LEVEL);
  const rawDir = env.ARBITER_DATA_DIR || '.arbiter-data';
  const dataDir = isAbsolute(rawDir) ? rawDir : resolve(cwd, rawDir);
  const decisionTimeoutSeconds = parseSeconds('ARBITER_DECISION_TIMEOUT_SECONDS', env.ARBITER_DECISION_TIMEOUT_SECONDS, 120);
  const maxBodyBytes = parseCount('ARBITER_MAX_BODY_MB', env.ARBITER_MAX_BODY_MB, 32, 1024) * 1024 * 1024;
  const engineQueueOverride = env.ARBITER_ENGINE_QUEUE || undefined;
  if (engineQueueOverride !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(engineQueueOverride)) throw new ConfigError('ARBITER_ENGINE_QUEUE', `must be letters, digits, - or _, got "${engineQueueOverride}"`);
  const engineWorker = env.ARBITER_ENGINE_WORKER || 'inline';
  if (engineWorker !== 'inline' && engineWorker !== 'off') throw new ConfigError('ARBITER_ENGINE_WORKER', `must be "inline" or "off", got "${engineWorker}"`);
  const adminEmail = env.ARBITER_ADMIN_EMAIL || undefined;
  const adminPassword = env.ARBITER_ADMIN_PASSWORD || undefined;
  if ((adminEmail === undefined) !== (adminPassword === undefined)) {
    throw new ConfigError(adminEmail ? 'ARBITER_ADMIN_PASSWORD' : 'ARBITER_ADMIN_EMAIL', 'must be set together with the other bootstrap admin variable');
  }
  if (adminPassword !== undefined && adminPassword.length < 8) {
    throw new ConfigError('ARBITER_ADMIN_PASSWORD', 'must be at least 8 characters long');
  }
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  } catch (error) {
    throw new ConfigError('ARBITER_DATA_DIR', `cannot be created at "${dataDir}": ${(error as Error).message}`);
  }
  const queryLimits: QueryLimits = {
    maxDepth: parseCount('ARBITER_GRAPHQL_MAX_DEPTH', env.ARBITER_GRAPHQL_MAX_DEPTH, 10, 100),
    maxAliases: parseCount('ARBITER_GRAPHQL_MAX_ALIASES', env.ARBITER_GRAPHQL_MAX_ALIASES, 5, 1000),
    maxCost: parseCount('ARBITER_GRAPHQL_MAX_COST', env.ARBITER_GRAPHQL_MAX_COST, 8000, 1_000_000),
    maxListCost: parseCount('ARBITER_GRAPHQL_MAX_LIST_COST', env.ARBITER_GRAPHQL_MAX_LIST_COST, 1_100_000, 100_000_000),
    maxResultCost: parseCount('ARBITER_GRAPHQL_MAX_RESULT_COST', env.ARBITER_GRAPHQL_MAX_RESULT_COST, 100_000, 100_000_000),
  };
  // A broken secret file left by an older version stops start-up here, before anything opens.
  readStoredJwtSecret(dataDir);
  return new AppConfig({
    port,
    databaseUrl,
    dataDir,
    logLevel,
    jwtSecret: parseJwtSecret(env.JWT_SECRET),
    redisUrl,
    production: env.NODE_ENV === 'production',
    schemaDetails: parseSwitch('ARBITER_GRAPHQL_INTROSPECTION', env.ARBITER_GRAPHQL_INTROSPECTION, env.NODE_ENV !== 'production'),
    decisionTimeoutSeconds,
    maxBodyBytes,
    loginMaxFailuresPerAccount: parseCount('ARBITER_LOGIN_MAX_FAILURES_PER_ACCOUNT', env.ARBITER_LOGIN_MAX_FAILURES_PER_ACCOUNT, 5, 1000),
    loginMaxFailuresPerAddress: parseCount('ARBITER_LOGIN_MAX_FAILURES_PER_ADDRESS', env.ARBITER_LOGIN_MAX_FAILURES_PER_ADDRESS, 20, 100_000),
    loginWindowSeconds: parseCount('ARBITER_LOGIN_WINDOW_SECONDS', env.ARBITER_LOGIN_WINDOW_SECONDS, 900, 86_400),
    trustProxyHops: parseCount('ARBITER_TRUST_PROXY', env.ARBITER_TRUST_PROXY, 0, 10, 0),
    engineQueueOverride,
    engineWorker,
    adminEmail,
    adminPassword,
    queryLimits,
  });
}
