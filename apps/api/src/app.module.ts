import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module, ValidationPipe } from '@nestjs/common';
import { APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TypeOrmModule } from '@nestjs/typeorm';
import { formatGraphqlError } from './common/errors/error-formatter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseTarget, databaseTargetFor, dataSourceOptionsFor } from './database/database-target';
import { EventsModule } from './modules/events/events.module';
import { HealthModule } from './modules/health/health.module';

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
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          graphiql: !config.production,
          introspection: true,
          subscriptions: { 'graphql-ws': true },
          context: ({ req, extra }: { req?: unknown; extra?: unknown }) => ({ req, extra }),
          formatError: formatGraphqlError,
        }),
        HealthModule,
        EventsModule,
      ],
      providers: [
        { provide: APP_PIPE, useValue: new ValidationPipe({ transform: true, forbidUnknownValues: false, stopAtFirstError: false }) },
      ],
    };
  }
}
