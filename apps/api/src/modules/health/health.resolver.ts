import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../common/access/access.decorator';
import { HealthService } from './health.service';

@ObjectType('Health')
export class HealthModel {
  @Field()
  status: string;

  @Field()
  database: string;

  @Field()
  databaseReachable: boolean;
}

@Resolver(() => HealthModel)
export class HealthResolver {
  constructor(private readonly healthService: HealthService) {}

  @Public()
  @Query(() => HealthModel)
  async health(): Promise<HealthModel> {
    return this.healthService.check();
  }
}
