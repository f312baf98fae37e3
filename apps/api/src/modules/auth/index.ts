/** The auth module's public surface: what other modules may use. */
export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { UserRepository } from './user.repository';
export { UserModel } from './dto/user.model';
export type { UserEntity } from './user.entity';
