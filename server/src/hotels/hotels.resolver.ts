import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { AuthPayload } from '../auth/auth.model.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { ClientAddress } from '../auth/client-address.js';
import { Activity } from '../hotel-inventory/activity.model.js';
import { Amenity } from '../hotel-inventory/amenity.model.js';
import { RoomType } from '../hotel-inventory/room-type.model.js';
import { HotelNestedLoadersFactory } from './hotel-nested.loaders.js';
import { HotelInput, RegisterEstablishmentInput } from './hotel.inputs.js';
import { HotelIdPipe } from './hotel.mapper.js';
import { Hotel, HotelManagerAccount, HotelReviewStatus } from './hotel.model.js';
import { HotelsService, UserIdPipe } from './hotels.service.js';

@Resolver(() => Hotel)
export class HotelsResolver {
  constructor(
    private readonly hotels: HotelsService,
    private readonly loaders: HotelNestedLoadersFactory,
  ) {}

  @Public()
  @Query(() => Hotel, { nullable: true, description: 'One hotel, or null (also for a hotel awaiting review, unless the caller manages it or is an agency admin).' })
  async hotel(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<Hotel | null> {
    return (id && (await this.hotels.findById(id, viewer))) ?? null;
  }

  @Allow(Permission.ManageHotels)
  @Query(() => [Hotel], { description: "A hotel manager's own hotels; every hotel for an agency admin. Ordered by name." })
  managedHotels(@CurrentUser() user: AuthUser): Promise<Hotel[]> {
    return this.hotels.managedHotels(user);
  }

  @Allow(Permission.AssignHotelManagers)
  @Query(() => [HotelManagerAccount], { description: 'Every hotel manager account with the hotels in its list.' })
  hotelManagerAccounts(): Promise<HotelManagerAccount[]> {
    return this.hotels.hotelManagerAccounts();
  }

  @Allow(Permission.ManageHotels)
  @Mutation(() => Hotel, { description: "Creates a hotel; a hotel manager's new hotel joins their list." })
  createHotel(@CurrentUser() user: AuthUser, @Args('input') input: HotelInput): Promise<Hotel> {
    return this.hotels.create(user, input);
  }

  @Allow(Permission.ManageHotels)
  @Mutation(() => Hotel, { description: 'Owner (a manager of this hotel, or an agency admin).' })
  updateHotel(
    @CurrentUser() user: AuthUser,
    @Args('id', { type: () => ID }, HotelIdPipe) id: EntityId,
    @Args('input') input: HotelInput,
  ): Promise<Hotel> {
    return this.hotels.update(user, id, input);
  }

  @Allow(Permission.ManageHotels)
  @Mutation(() => ID, { description: 'Owner; refused (CONFLICT) while the hotel has pending or confirmed stays from today on.' })
  async deleteHotel(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, HotelIdPipe) id: EntityId): Promise<string> {
    await this.hotels.delete(user, id);
    return id;
  }

  @Allow(Permission.AssignHotelManagers)
  @Mutation(() => HotelManagerAccount, { description: "Adds the hotel to a hotel manager's list." })
  assignHotelManager(
    @Args('hotelId', { type: () => ID }, HotelIdPipe) hotelId: EntityId,
    @Args('userId', { type: () => ID }, UserIdPipe) userId: EntityId,
    @CurrentUser() user: AuthUser,
  ): Promise<HotelManagerAccount> {
    return this.hotels.assignManager(hotelId, userId, user);
  }

  @Allow(Permission.AssignHotelManagers)
  @Mutation(() => HotelManagerAccount, { description: "Removes the hotel from a hotel manager's list." })
  unassignHotelManager(
    @Args('hotelId', { type: () => ID }, HotelIdPipe) hotelId: EntityId,
    @Args('userId', { type: () => ID }, UserIdPipe) userId: EntityId,
    @CurrentUser() user: AuthUser,
  ): Promise<HotelManagerAccount> {
    return this.hotels.unassignManager(hotelId, userId, user);
  }

  @Allow(Permission.ReviewHotels)
  @Mutation(() => Hotel, { description: 'Agency admin: approves a hotel awaiting review; it becomes public and its managers are told by e-mail.' })
  approveHotel(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, HotelIdPipe) id: EntityId): Promise<Hotel> {
    return this.hotels.review(user, id, HotelReviewStatus.APPROVED);
  }

  @Allow(Permission.ReviewHotels)
  @Mutation(() => Hotel, { description: 'Agency admin: rejects a hotel; it is hidden from the public and its managers are told by e-mail.' })
  rejectHotel(@CurrentUser() user: AuthUser, @Args('id', { type: () => ID }, HotelIdPipe) id: EntityId): Promise<Hotel> {
    return this.hotels.review(user, id, HotelReviewStatus.REJECTED);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Creates a hotel manager account and its hotel in one transaction; answers a signed-in session like login.',
  })
  registerEstablishment(@Args('input') input: RegisterEstablishmentInput, @ClientAddress() clientAddress: string | null): Promise<AuthPayload> {
    return this.hotels.registerEstablishment(input, { clientAddress });
  }

  // Public nested lists, batched per request (no query per hotel in a list).

  @ResolveField(() => [RoomType])
  roomTypes(@Parent() hotel: Hotel, @Context('req') req: Request): Promise<RoomType[]> {
    return this.loaders.for(req).roomTypes.load(hotel.id);
  }

  @ResolveField(() => [Amenity])
  amenities(@Parent() hotel: Hotel, @Context('req') req: Request): Promise<Amenity[]> {
    return this.loaders.for(req).amenities.load(hotel.id);
  }

  @ResolveField(() => [Activity])
  activities(@Parent() hotel: Hotel, @Context('req') req: Request): Promise<Activity[]> {
    return this.loaders.for(req).activities.load(hotel.id);
  }
}
