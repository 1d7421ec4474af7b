import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { AgencyPolicies, AgencyPoliciesInput } from './policies.model.js';
import { PoliciesService } from './policies.service.js';

@Resolver(() => AgencyPolicies)
export class PoliciesResolver {
  constructor(private readonly policiesService: PoliciesService) {}

  // Public: package pages show these texts to every visitor.
  @Public()
  @Query(() => AgencyPolicies, { description: "The agency's cancellation policy and terms (empty strings when never set)." })
  policies(): Promise<AgencyPolicies> {
    return this.policiesService.get();
  }

  @Allow(Permission.ManagePolicies)
  @Mutation(() => AgencyPolicies, { description: "Replaces the agency's cancellation policy and terms." })
  updatePolicies(@CurrentUser() user: AuthUser, @Args('input') input: AgencyPoliciesInput): Promise<AgencyPolicies> {
    return this.policiesService.update(input, user.id);
  }
}
