import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { UseInterceptors } from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { AmenitiesService, AmenityIdPipe } from './amenities.service.js';
import { CreateAmenityInput, UpdateAmenityInput } from './amenity.inputs.js';
import { Amenity } from './amenity.model.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

@Resolver(() => Amenity)
@UseInterceptors(RequiredFieldsInterceptor)
export class AmenitiesResolver {
  constructor(private readonly service: AmenitiesService) {}

  @Public()
  @Query(() => [Amenity], { description: "A hotel's amenities, by name." })
  async amenities(@Args('hotelId', { type: () => ID }, EntityIdPipe.orNull) hotelId: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<Amenity[]> {
    return hotelId ? this.service.listByHotel(hotelId, viewer) : [];
  }

  @Public()
  @Query(() => Amenity, { nullable: true })
  async amenity(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null, @CurrentUser() viewer: AuthUser | undefined): Promise<Amenity | null> {
    return (id && (await this.service.findById(id, viewer))) ?? null;
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Amenity)
  createAmenity(@Args('input') input: CreateAmenityInput, @CurrentUser() user: AuthUser): Promise<Amenity> {
    return this.service.create(user, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => Amenity)
  updateAmenity(
    @Args('id', { type: () => ID }, AmenityIdPipe) id: EntityId,
    @Args('input') input: UpdateAmenityInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Amenity> {
    return this.service.update(user, id, input);
  }

  @Allow(Permission.ManageHotelInventory)
  @Mutation(() => ID)
  async deleteAmenity(@Args('id', { type: () => ID }, AmenityIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.service.delete(user, id);
    return id;
  }
}
