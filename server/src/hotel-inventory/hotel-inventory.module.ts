import { Module } from '@nestjs/common';
import { ActivitiesResolver } from './activities.resolver.js';
import { ActivitiesService } from './activities.service.js';
import { AmenitiesResolver } from './amenities.resolver.js';
import { AmenitiesService } from './amenities.service.js';
import { InventoryLoaderFactory } from './inventory.loaders.js';
import { RateTypesResolver } from './rate-types.resolver.js';
import { RateTypesService } from './rate-types.service.js';
import { RatesResolver } from './rates.resolver.js';
import { RatesService } from './rates.service.js';
import { RoomTypesResolver } from './room-types.resolver.js';
import { RoomTypesService } from './room-types.service.js';
import { RoomsResolver } from './rooms.resolver.js';
import { RoomsService } from './rooms.service.js';

/**
 * Everything under a hotel: room types, rooms with their numbers and blocked nights, amenities,
 * activities, rate types and dated rates. GraphQL and the spec's REST paths share the services.
 */
@Module({
  providers: [
    RoomTypesService,
    RoomsService,
    AmenitiesService,
    ActivitiesService,
    RateTypesService,
    RatesService,
    InventoryLoaderFactory,
    RoomTypesResolver,
    RoomsResolver,
    AmenitiesResolver,
    ActivitiesResolver,
    RateTypesResolver,
    RatesResolver,
  ],
  controllers: [],
  exports: [RoomTypesService, RoomsService, AmenitiesService, ActivitiesService, RateTypesService, RatesService],
})
export class HotelInventoryModule {}
