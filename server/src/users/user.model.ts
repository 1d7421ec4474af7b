import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Role } from '../auth/role.js';

@ObjectType({ description: 'A person with an account. Secrets (the password hash) are never exposed.' })
export class User {
  @Field(() => ID)
  @ApiProperty()
  id: string;

  @Field()
  @ApiProperty()
  username: string;

  @Field()
  @ApiProperty()
  email: string;

  @Field()
  @ApiProperty()
  phone: string;

  @Field()
  @ApiProperty()
  country: string;

  @Field()
  @ApiProperty()
  city: string;

  @Field(() => Role)
  @ApiProperty({ enum: ['CUSTOMER', 'HOTEL_MANAGER', 'AGENCY_ADMIN', 'STAFF'] })
  role: Role;

  @Field({ description: 'May open the admin portal (agency admins and hotel managers).' })
  @ApiProperty()
  isAdmin: boolean;

  @Field({ description: "The agency's internal user (staff)." })
  @ApiProperty()
  isCoolUser: boolean;

  @Field(() => [ID], { description: 'Ids of the hotels this user administers (hotel managers).' })
  @ApiProperty({ type: [String] })
  hotels: string[];

  @Field()
  @ApiProperty()
  createdAt: Date;
}
