import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/access/access.decorator';
import { HealthService } from './health.service';

@Controller()
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** Liveness and readiness for load balancers: 200 when the database answers, else 503. */
  @Public()
  @Get('healthz')
  async healthz(@Res() response: Response): Promise<void> {
    const report = await this.health.check();
    response.status(report.databaseReachable ? 200 : 503).json(report);
  }
}
