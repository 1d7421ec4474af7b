import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseInterceptors } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { CreateRoomTypeInput, UpdateRoomTypeInput } from './room-type.inputs.js';
import { RoomType, RoomTypeDeletionImpact } from './room-type.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { RoomTypeIdPipe, RoomTypesService } from './room-types.service.js';

@Resolver(() => RoomType)
@UseInterceptors(RequiredFieldsInterceptor)
export class RoomTypesResolver {
  constructor(private readonly service: RoomTypesService) {}

  @Public()
  @Query(() => [RoomType], { description: "A hotel's room types, by name." })
  async roomTypes(@Args('hotelId', { type: () => ID }, EntityIdPipe.orNull) hotelId: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<RoomType[]> {
    return hotelId ? this.service.listByHotel(hotelId, viewer) : [];
  }

  @Public()
  @Query(() => RoomType, { nullable: true })
  async roomType(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<RoomType | null> {
    return (id && (await this.service.findById(id, viewer))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Query(() => RoomTypeDeletionImpact, { description: "What deleting the room type deletes with it (owner only): the confirmation's counts." })
  roomTypeDeletionImpact(@Args('id', { type: () => ID }, RoomTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<RoomTypeDeletionImpact> {
    return this.service.deletionImpact(user, id);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => RoomType, { description: 'Owner of input.hotelId.' })
  createRoomType(@Args('input') input: CreateRoomTypeInput, @CurrentUser() user: AuthUser): Promise<RoomType> {
    return this.service.create(user, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => RoomType)
  updateRoomType(
    @Args('id', { type: () => ID }, RoomTypeIdPipe) id: EntityId,
    @Args('input') input: UpdateRoomTypeInput,
    @CurrentUser() user: AuthUser,
  ): Promise<RoomType> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID, { description: 'Deletes the room type with its rooms, rate types and rates; refused while stays hold its rooms.' })
  async deleteRoomType(@Args('id', { type: () => ID }, RoomTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }
}
