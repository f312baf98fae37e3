import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginThrottleEntity } from './login-throttle.entity';
import { LoginThrottleService } from './login-throttle.service';
import { UserEntity } from './user.entity';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, LoginThrottleEntity])],
  providers: [AuthService, AuthResolver, LoginThrottleService],
  exports: [AuthService],
})
export class AuthModule {}
