import { Field, ObjectType } from '@nestjs/graphql';
import { UserModel } from '../../auth';
import { StaffRoleEnum } from './staff-role.enum';

@ObjectType('StaffMember', { description: 'An organizer or judge of an event' })
export class StaffMemberModel {
  @Field(() => UserModel)
  user: UserModel;

  @Field(() => StaffRoleEnum)
  role: StaffRoleEnum;
}
