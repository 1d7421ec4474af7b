import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Role } from '../auth/role.js';

@ObjectType({ description: 'A hotel a hotel manager administers, as the users page lists it.' })
export class UserAccountHotel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: "An account as the agency admin's users and roles page shows it." })
export class UserAccount {
  @Field(() => ID)
  id: string;

  @Field()
  username: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => Role)
  role: Role;

  @Field(() => [UserAccountHotel], {
    description:
      "The hotels a hotel manager administers, by name. Empty for other roles: assignments are kept when a manager's role changes but only apply while the role is HOTEL_MANAGER.",
  })
  hotels: UserAccountHotel[];

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'One page of accounts, newest first.' })
export class UserAccountPage {
  @Field(() => [UserAccount])
  items: UserAccount[];

  @Field(() => Int, { description: 'Accounts matching the filter, on all pages.' })
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  pageSize: number;
}
