import { Field, Int, ObjectType } from '@nestjs/graphql';
import { STRUCTURE_WARNING_CODES, StructureWarningCode } from '../event-match-structure';

@ObjectType('StructureWarning', { description: 'A structure warning as a code with its figures, for screens that word it in their own language' })
export class StructureWarningModel {
  @Field(() => String, { description: `One of ${STRUCTURE_WARNING_CODES.join(', ')}` })
  code!: StructureWarningCode;

  @Field({ description: 'The warning in English words' })
  message!: string;

  @Field(() => Int, { nullable: true, description: 'SHORT_ROUNDS: the event round length in minutes' })
  roundMinutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'SHORT_ROUNDS: the recommended round length in minutes' })
  recommendedMinutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'SHORT_ROUNDS: the shortest round length allowed in minutes' })
  minimumMinutes?: number | null;
}
