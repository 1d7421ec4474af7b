import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { UserAccount, UserAccountPage } from './user-account.model.js';
import { SetUserRoleInput, UserAccountsFilter } from './user-account.inputs.js';
import { USER_ACCOUNTS_PAGE_SIZE, UserAccountsService } from './user-accounts.service.js';

@Resolver()
export class UserAccountsResolver {
  constructor(private readonly accounts: UserAccountsService) {}

  @Allow(Permission.ManageUserAccounts)
  @Query(() => UserAccountPage, {
    description: `Accounts for the users and roles page, newest first, ${USER_ACCOUNTS_PAGE_SIZE} a page.`,
  })
  userAccounts(
    @Args('page', { type: () => Int, nullable: true, defaultValue: 1 }) page: number | null,
    // Last and optional, not `X | undefined`: a union type would reach the validation pipe as Object and skip the checks.
    @Args('filter', { type: () => UserAccountsFilter, nullable: true }) filter?: UserAccountsFilter,
  ): Promise<UserAccountPage> {
    return this.accounts.list(filter ?? undefined, page ?? 1);
  }

  @Allow(Permission.ManageUserAccounts)
  @Mutation(() => UserAccount, {
    description: "Changes an account's role and ends its sessions. The last agency admin cannot be demoted.",
  })
  setUserRole(@Args('input') input: SetUserRoleInput, @CurrentUser() user: AuthUser): Promise<UserAccount> {
    return this.accounts.setRole(input, user);
  }
}
