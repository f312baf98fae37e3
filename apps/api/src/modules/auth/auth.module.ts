import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginThrottleEntity } from './login-throttle.entity';
import { LoginThrottleRepository } from './login-throttle.repository';
import { LoginThrottleService } from './login-throttle.service';
import { UserEntity } from './user.entity';
import { UserRepository } from './user.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, LoginThrottleEntity])],
  providers: [AuthService, AuthResolver, LoginThrottleService, LoginThrottleRepository, UserRepository],
  exports: [AuthService, UserRepository],
})
export class AuthModule {}
