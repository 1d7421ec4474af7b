import { UseInterceptors } from '@nestjs/common';
import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { LocalDate } from '../common/local-date.scalar.js';
import { InventoryLoaderFactory } from './inventory.loaders.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { CreateRoomInput, UpdateRoomInput } from './room.inputs.js';
import { Room, RoomUnit } from './room.model.js';
import { RoomType } from './room-type.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { RoomIdPipe, RoomsService, RoomUnitIdPipe } from './rooms.service.js';

@Resolver(() => Room)
@UseInterceptors(RequiredFieldsInterceptor)
export class RoomsResolver {
  constructor(
    private readonly service: RoomsService,
    private readonly loaders: InventoryLoaderFactory,
  ) {}

  @Allow(Permission.ManageHotelInventory)
  @Query(() => [Room], { description: "A hotel's rooms, by title (owner only)." })
  rooms(@Args('hotelId', { type: () => ID }) hotelId: string, @CurrentUser() user: AuthUser): Promise<Room[]> {
    return this.service.listByHotel(user, hotelId);
  }

  @Allow(Permission.ManageHotelInventory)
  @Query(() => Room, { nullable: true })
  async room(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() user: AuthUser): Promise<Room | null> {
    return (id && (await this.service.findById(user, id))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Room, { description: 'Room numbers are unique within the hotel.' })
  createRoom(@Args('input') input: CreateRoomInput, @CurrentUser() user: AuthUser): Promise<Room> {
    return this.service.create(user, input.hotelId, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Room, {
    description: 'Removed numbers lose their unit (refused while a stay holds it); unavailableDates, when given, replaces every unit\'s blocked nights.',
  })
  updateRoom(
    @Args('id', { type: () => ID }, RoomIdPipe) id: EntityId,
    @Args('input') input: UpdateRoomInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Room> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID, { description: 'Refused while a stay holds one of its numbers from today on.' })
  async deleteRoom(@Args('id', { type: () => ID }, RoomIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => RoomUnit, { description: "Replaces one room number's blocked nights (from today on)." })
  setRoomUnitUnavailableDates(
    @Args('roomUnitId', { type: () => ID }, RoomUnitIdPipe) roomUnitId: EntityId,
    @Args('dates', { type: () => [LocalDate] }) dates: string[],
    @CurrentUser() user: AuthUser,
  ): Promise<RoomUnit> {
    return this.service.setUnitUnavailableDates(user, roomUnitId, dates);
  }

  @ResolveField(() => RoomType, { nullable: true })
  roomType(@Parent() room: Room, @Context('req') req: object): Promise<RoomType | null> {
    return this.loaders.for(req).roomType.load(room.roomTypeId);
  }

  @ResolveField(() => [RoomUnit])
  async units(@Parent() room: Room, @Context('req') req: object): Promise<RoomUnit[]> {
    return room.units ?? this.loaders.for(req).unitsOfRoom.load(room.id);
  }

  @ResolveField(() => [String])
  async roomNumbers(@Parent() room: Room, @Context('req') req: object): Promise<string[]> {
    return room.roomNumbers ?? (await this.loaders.for(req).unitsOfRoom.load(room.id)).map((u) => u.number);
  }
}
