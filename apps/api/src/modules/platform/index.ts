/** The platform module's public surface: what other modules may use. */
export { PlatformModule } from './platform.module';
export { DeploymentIdentity } from './deployment-identity';
