import { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from './test-database';
import { AppModule } from '../../apps/api/src/app.module';
import { Actor } from '../../apps/api/src/common/access/actor';
import { JsonLogger } from '../../apps/api/src/common/json-logger';
import { loadConfig } from '../../apps/api/src/config/app-config';
import { AuthService } from '../../apps/api/src/modules/auth/auth.service';
import { EventsService } from '../../apps/api/src/modules/events/events.service';
import { PairingService } from '../../apps/api/src/modules/pairing/pairing.service';
import { PlayersService } from '../../apps/api/src/modules/players/players.service';
import { MatchEntity } from '../../apps/api/src/modules/rounds/match.entity';
import { RoundsService } from '../../apps/api/src/modules/rounds/rounds.service';

/**
 * Services with their real repositories on a fresh copy of the migrated template database
 * (immich's "medium" tests): no HTTP or GraphQL in between, nothing mocked.
 */
export interface MediumApp {
  get<T>(service: Type<T>): T;
  /** A new signed-up user, as the services see a caller. */
  actor(displayName: string): Promise<Actor>;
  /** An event of `players` registered players (each with an account), started, round 1 paired. */
  pairedEvent(players: number, options?: { swissRounds?: number; topCut?: number }): Promise<PairedEvent>;
  close(): Promise<void>;
}

export interface PairedEvent {
  eventId: string;
  organizer: Actor;
  /** Player id → the account playing as that player. */
  actors: Map<string, Actor>;
  matches: MatchEntity[];
}

let users = 0;

export async function startMediumApp(): Promise<MediumApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-medium-'));
  const database = await createTestDatabase();
  const config = loadConfig({ ARBITER_DATA_DIR: dataDir, LOG_LEVEL: 'error', JWT_SECRET: 'medium-secret-0123456789abcdef' });
  const context: INestApplicationContext = await NestFactory.createApplicationContext(AppModule.forRoot(config, { databaseTarget: database.target }), { logger: new JsonLogger('error') });
  await context.init();
  const app: MediumApp = {
    get: (service) => context.get(service),
    async actor(displayName) {
      users += 1;
      const { user } = await context.get(AuthService).signUp(`medium${users}.${Date.now().toString(36)}@example.test`, 'correct horse battery', displayName);
      return { userId: user.id, displayName: user.displayName, isAdmin: false };
    },
    async pairedEvent(players, options = {}) {
      const organizer = await app.actor('Organizer');
      const events = context.get(EventsService);
      const event = await events.create(organizer, { name: `Medium event of ${players}`, format: 'CONSTRUCTED', rel: 'COMPETITIVE', swissRounds: options.swissRounds, topCut: options.topCut } as Parameters<EventsService['create']>[1]);
      const actors = new Map<string, Actor>();
      for (let i = 1; i <= players; i += 1) {
        const actor = await app.actor(`Player ${i}`);
        const invited = await context.get(PlayersService).register(organizer, event.id, { name: `Player ${i}`, userId: actor.userId });
        // Issue 12: the organizer's entry for an account is an invitation the account accepts.
        const player = await context.get(PlayersService).acceptEntry(actor, invited.id);
        actors.set(player.id, actor);
      }
      await events.start(organizer, event.id);
      const round = await context.get(PairingService).pairNext(organizer, event.id, true);
      const matches = await context.get(RoundsService).matchesOfRounds([round.id]);
      return { eventId: event.id, organizer, actors, matches };
    },
    async close() {
      await context.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return app;
}

/** Starts a medium app before the file's tests and closes it after; call at the top of a describe. */
export function useMediumApp(): () => MediumApp {
  let app: MediumApp | undefined;
  beforeAll(async () => {
    app = await startMediumApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('the medium app is not started yet');
    return app;
  };
}
