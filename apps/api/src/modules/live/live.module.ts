import { Global, Module } from '@nestjs/common';
import { LiveService } from './live.service';

@Global()
@Module({ providers: [LiveService], exports: [LiveService] })
export class LiveModule {}
