import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { unauthenticated } from '../common/errors.js';
import { ClientAddress } from './client-address.js';
import { User } from '../users/user.model.js';
import { UsersService } from '../users/users.service.js';
import { AuthPayload, RegisterPayload } from './auth.model.js';
import { ChangePasswordInput, LoginInput, RegisterInput } from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import type { AuthUser } from './auth-user.js';
import { Allow, CurrentUser, Public } from './decorators.js';
import { Permission } from './permissions.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in; answers a bearer token and the user.' })
  login(@Args('input') input: LoginInput, @ClientAddress() clientAddress: string | null): Promise<AuthPayload> {
    return this.auth.login(input, { clientAddress });
  }

  @Public()
  @Mutation(() => RegisterPayload, { description: 'Creates a customer account.' })
  register(@Args('input') input: RegisterInput, @ClientAddress() clientAddress: string | null): Promise<RegisterPayload> {
    return this.auth.register(input, { clientAddress });
  }

  @Allow(Permission.ManageOwnAccount)
  @Mutation(() => Boolean, { description: 'Signs out this token (this device); other sessions stay signed in.' })
  signOut(@CurrentUser() user: AuthUser): Promise<boolean> {
    return this.auth.signOut(user);
  }

  @Allow(Permission.ManageOwnAccount)
  @Mutation(() => Boolean, { description: 'Signs out every session of the signed-in user, on every device.' })
  signOutEverywhere(@CurrentUser() user: AuthUser): Promise<boolean> {
    return this.auth.signOutEverywhere(user);
  }

  @Allow(Permission.ManageOwnAccount)
  @Mutation(() => AuthPayload, {
    description: 'Changes the password (the current one is required); ends every session and answers a fresh one.',
  })
  changePassword(
    @Args('input') input: ChangePasswordInput,
    @CurrentUser() user: AuthUser,
    @ClientAddress() clientAddress: string | null,
  ): Promise<AuthPayload> {
    return this.auth.changePassword(user, input, { clientAddress });
  }

  @Allow(Permission.ManageOwnAccount)
  @Query(() => User, { description: 'The signed-in user.' })
  async me(@CurrentUser() user: AuthUser): Promise<User> {
    const row = await this.users.findById(user.id);
    if (!row) throw unauthenticated();
    return this.users.toUser(row);
  }
}
