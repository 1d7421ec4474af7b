import { UseInterceptors } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { InventoryLoaderFactory } from './inventory.loaders.js';
import { RateTypeInput } from './rate.inputs.js';
import { RatePreset, RateType } from './rate.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { RateTypeIdPipe, RateTypesService } from './rate-types.service.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { RoomType } from './room-type.model.js';

@Resolver(() => RateType)
@UseInterceptors(RequiredFieldsInterceptor)
export class RateTypesResolver {
  constructor(
    private readonly service: RateTypesService,
    private readonly loaders: InventoryLoaderFactory,
  ) {}

  @Public()
  @Query(() => [RatePreset], { description: 'The rate names a rate type may take, with their fixed descriptions.' })
  ratePresets(): RatePreset[] {
    return this.service.presets();
  }

  @Allow(Permission.ManageHotelInventory)
  @Query(() => [RateType], { description: "A hotel's rate types, by name (owner only)." })
  rateTypes(@Args('hotelId', { type: () => ID }) hotelId: string, @CurrentUser() user: AuthUser): Promise<RateType[]> {
    return this.service.listByHotel(user, hotelId);
  }

  @Allow(Permission.ManageHotelInventory)
  @Query(() => RateType, { nullable: true })
  async rateType(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() user: AuthUser): Promise<RateType | null> {
    return (id && (await this.service.findById(user, id))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => RateType, { description: "The name must be a preset; the description is always the preset's." })
  createRateType(@Args('input') input: RateTypeInput, @CurrentUser() user: AuthUser): Promise<RateType> {
    return this.service.create(user, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => RateType, { description: "input.hotelId must be the rate type's hotel." })
  updateRateType(
    @Args('id', { type: () => ID }, RateTypeIdPipe) id: EntityId,
    @Args('input') input: RateTypeInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RateType> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID, { description: 'Deletes the rate type and the dated rates set under it.' })
  async deleteRateType(@Args('id', { type: () => ID }, RateTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }

  @ResolveField(() => RoomType, { nullable: true })
  roomType(@Parent() rateType: RateType, @Context('req') req: object): Promise<RoomType | null> {
    return this.loaders.for(req).roomType.load(rateType.roomTypeId);
  }
}
