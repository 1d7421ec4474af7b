import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseInterceptors } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { ActivitiesService, ActivityIdPipe } from './activities.service.js';
import { CreateActivityInput, UpdateActivityInput } from './activity.inputs.js';
import { Activity } from './activity.model.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

@Resolver(() => Activity)
@UseInterceptors(RequiredFieldsInterceptor)
export class ActivitiesResolver {
  constructor(private readonly service: ActivitiesService) {}

  @Public()
  @Query(() => [Activity], { description: "A hotel's activities, by name." })
  async activities(@Args('hotelId', { type: () => ID }, EntityIdPipe.orNull) hotelId: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<Activity[]> {
    return hotelId ? this.service.listByHotel(hotelId, viewer) : [];
  }

  @Public()
  @Query(() => Activity, { nullable: true })
  async activity(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<Activity | null> {
    return (id && (await this.service.findById(id, viewer))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Activity)
  createActivity(@Args('input') input: CreateActivityInput, @CurrentUser() user: AuthUser): Promise<Activity> {
    return this.service.create(user, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Activity)
  updateActivity(
    @Args('id', { type: () => ID }, ActivityIdPipe) id: EntityId,
    @Args('input') input: UpdateActivityInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Activity> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID)
  async deleteActivity(@Args('id', { type: () => ID }, ActivityIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }
}
