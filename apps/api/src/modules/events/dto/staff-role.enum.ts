import { registerEnumType } from '@nestjs/graphql';

export enum StaffRoleEnum {
  ORGANIZER = 'ORGANIZER',
  JUDGE = 'JUDGE',
}
registerEnumType(StaffRoleEnum, { name: 'StaffRole' });
