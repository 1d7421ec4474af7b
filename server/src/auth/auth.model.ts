import { Field, ObjectType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { User } from '../users/user.model.js';

@ObjectType({ description: 'The answer to a successful login, in the spec\'s shape.' })
export class AuthPayload {
  @Field({ description: 'Bearer token for the Authorization header.' })
  @ApiProperty()
  token: string;

  @Field({ description: 'When the token stops being accepted.' })
  @ApiProperty()
  expiresAt: Date;

  @Field()
  @ApiProperty()
  isAdmin: boolean;

  @Field()
  @ApiProperty()
  isCoolUser: boolean;

  @Field(() => User)
  @ApiProperty({ type: User })
  details: User;
}

@ObjectType()
export class RegisterPayload {
  @Field()
  @ApiProperty({ example: 'Registration successful.' })
  message: string;

  @Field(() => User)
  @ApiProperty({ type: User })
  user: User;
}
