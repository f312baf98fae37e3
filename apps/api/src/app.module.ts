import { ExecutionResult } from 'graphql';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module, ValidationPipe } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { GraphQLModule, GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from './common/access/access.guard';
import { ControlCharactersPipe } from './common/input/control-characters.pipe';
import { DomainErrorFilter } from './common/errors/domain-error.filter';
import { formatGraphqlError, formatSubscriptionResult } from './common/errors/error-formatter';
import { queryLimitRules, validateWithLimits } from './common/graphql/query-limits';
import { meterListFields, ResultCostMeter, resultCostPlugin } from './common/graphql/result-cost';
import { GraphqlLoaders } from './common/loaders/graphql-loaders';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseTarget, databaseTargetFor, dataSourceOptionsFor } from './database/database-target';
import { AnnouncementsModule } from './modules/announcements';
import { UserRepository } from './modules/auth';
import { AuthModule } from './modules/auth/auth.module';
import { CardsModule } from './modules/cards';
import { ClockModule } from './modules/clock/clock.module';
import { PenaltiesModule } from './modules/penalties/penalties.module';
import { DigitalModule } from './modules/digital/digital.module';
import { EventFilesModule } from './modules/event-files/event-files.module';
import { EventRepository, EventStaffRepository, PlayerRepository } from './modules/events';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';
import { LiveModule } from './modules/live/live.module';
import { PlatformModule } from './modules/platform/platform.module';
import { PlayersModule } from './modules/players/players.module';
import { ResultsModule } from './modules/results/results.module';
import { PairingModule } from './modules/pairing/pairing.module';
import { MatchRepository, RoundRepository } from './modules/rounds';
import { RoundsModule } from './modules/rounds/rounds.module';
import { RatingsModule } from './modules/ratings/ratings.module';
import { StandingsModule } from './modules/standings/standings.module';
import { TeamMatchRepository, TeamRepository } from './modules/teams';
import { TeamsModule } from './modules/teams/teams.module';
import { LimitedModule } from './modules/limited/limited.module';

export interface AppModuleOptions {
  /** Overrides the database the configuration names (tests use cloned databases). */
  databaseTarget?: DatabaseTarget;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    const target = options.databaseTarget ?? databaseTargetFor(config);
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({ useFactory: () => dataSourceOptionsFor(target, true) }),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [EventsModule, RoundsModule, TeamsModule],
          inject: [PlayerRepository, RoundRepository, MatchRepository, EventRepository, EventStaffRepository, UserRepository, TeamRepository, TeamMatchRepository],
          useFactory: (players: PlayerRepository, rounds: RoundRepository, matches: MatchRepository, events: EventRepository, staff: EventStaffRepository, users: UserRepository, teams: TeamRepository, teamMatches: TeamMatchRepository) => ({
            path: '/graphql',
            autoSchemaFile: true,
            sortSchema: true,
            graphiql: !config.production,
            // In production the schema is not handed out: no introspection, no "did you mean" in errors (ARBITER_GRAPHQL_INTROSPECTION=on restores both).
            introspection: config.schemaDetails,
            hideSchemaDetailsFromClientErrors: !config.schemaDetails,
            validationRules: queryLimitRules(config.queryLimits),
            // Nest hands every graphql-ws option to useServer, though its type names only some; errors get their codes as over HTTP.
            subscriptions: {
              'graphql-ws': { validate: validateWithLimits(config.queryLimits), onNext: (_context: unknown, _id: string, _payload: unknown, _args: unknown, result: ExecutionResult) => formatSubscriptionResult(result) } as GraphQLWsSubscriptionsConfig,
            },
            // Lists charge the rows they return to the request's meter (HTTP only: a subscription's context lives as long as it does).
            transformSchema: meterListFields,
            context: (context: Record<string, unknown>) => ({
              ...context,
              loaders: new GraphqlLoaders({ players, rounds, matches, events, staff, users, teams, teamMatches }),
              resultCost: context.req ? new ResultCostMeter(config.queryLimits.maxResultCost) : undefined,
            }),
            formatError: formatGraphqlError,
            // Per-field cache hints are unused (no CDN caching) and cost ~40,000 wrappers on a 4,500-player standings.
            plugins: [ApolloServerPluginCacheControlDisabled(), resultCostPlugin()] as unknown as ApolloDriverConfig['plugins'],
          }),
        }),
        PlatformModule,
        LiveModule,
        AuthModule,
        HealthModule,
        CardsModule,
        EventsModule,
        PlayersModule,
        RoundsModule,
        PairingModule,
        ResultsModule,
        StandingsModule,
        AnnouncementsModule,
        TeamsModule,
        LimitedModule,
        RatingsModule,
        EventFilesModule,
        PenaltiesModule,
        ClockModule,
        DigitalModule,
      ],
      providers: [
        { provide: APP_PIPE, useClass: ControlCharactersPipe },
        { provide: APP_PIPE, useValue: new ValidationPipe({ transform: true, forbidUnknownValues: false }) },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
      ],
    };
  }
}
