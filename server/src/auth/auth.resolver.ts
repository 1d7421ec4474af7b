import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { unauthenticated } from '../common/errors.js';
import { User } from '../users/user.model.js';
import { UsersService } from '../users/users.service.js';
import { AuthPayload, RegisterPayload } from './auth.model.js';
import { LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import type { AuthUser } from './auth-user.js';
import { Authenticated, CurrentUser, Public } from './decorators.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in; answers a bearer token and the user.' })
  login(@Args('input') input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(input);
  }

  @Public()
  @Mutation(() => RegisterPayload, { description: 'Creates a customer account.' })
  register(@Args('input') input: RegisterInput): Promise<RegisterPayload> {
    return this.auth.register(input);
  }

  @Authenticated()
  @Query(() => User, { description: 'The signed-in user.' })
  async me(@CurrentUser() user: AuthUser): Promise<User> {
    const row = await this.users.findById(user.id);
    if (!row) throw unauthenticated();
    return this.users.toUser(row);
  }
}
