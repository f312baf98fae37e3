import { Module } from '@nestjs/common';
import { DigitalModule } from '../digital';
import { EventsModule } from '../events';
import { PenaltiesModule } from '../penalties';
import { RoundsModule } from '../rounds';
import { TeamsModule } from '../teams';
import { PairingResolver } from './pairing.resolver';
import { PairingService } from './pairing.service';

@Module({ imports: [EventsModule, RoundsModule, PenaltiesModule, DigitalModule, TeamsModule], providers: [PairingService, PairingResolver] })
export class PairingModule {}
