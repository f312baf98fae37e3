import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { DeploymentIdentity } from './deployment-identity';

/** The deployment's identity (JWT secret, queue names), read once from the database at start. */
@Global()
@Module({
  providers: [{ provide: DeploymentIdentity, inject: [getDataSourceToken(), AppConfig], useFactory: (dataSource: DataSource, config: AppConfig) => DeploymentIdentity.load(dataSource, config) }],
  exports: [DeploymentIdentity],
})
export class PlatformModule {}
