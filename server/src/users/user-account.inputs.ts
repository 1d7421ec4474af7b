import { Field, ID, InputType } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { Role } from '../auth/role.js';
import { Trim } from '../common/transforms.js';

const ROLE_MESSAGE = 'Choose a role: CUSTOMER, HOTEL_MANAGER, AGENCY_ADMIN or STAFF.';

@InputType({ description: 'Narrows the users page.' })
export class UserAccountsFilter {
  @Field({ nullable: true, description: 'Part of a username or e-mail address, any case.' })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: 'Search text must be at most 100 characters.' })
  @IsString({ message: 'Search text must be text.' })
  search?: string;

  @Field(() => Role, { nullable: true })
  @IsOptional()
  @IsEnum(Role, { message: ROLE_MESSAGE })
  role?: Role;
}

@InputType({ description: "Changes an account's role. Ends that account's sessions." })
export class SetUserRoleInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'No user with that id.' })
  @IsString({ message: 'User id must be text.' })
  @IsNotEmpty({ message: 'User id is required.' })
  userId: string;

  @Field(() => Role)
  @IsEnum(Role, { message: ROLE_MESSAGE })
  @IsNotEmpty({ message: 'Role is required.' })
  role: Role;
}
