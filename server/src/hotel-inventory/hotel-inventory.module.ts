import { Module } from '@nestjs/common';
import { ActivitiesController } from './activities.controller.js';
import { ActivitiesResolver } from './activities.resolver.js';
import { ActivitiesService } from './activities.service.js';
import { AmenitiesController } from './amenities.controller.js';
import { AmenitiesResolver } from './amenities.resolver.js';
import { AmenitiesService } from './amenities.service.js';
import { InventoryLoaderFactory } from './inventory.loaders.js';
import { RateTypesController } from './rate-types.controller.js';
import { RateTypesResolver } from './rate-types.resolver.js';
import { RateTypesService } from './rate-types.service.js';
import { RatesController } from './rates.controller.js';
import { RatesResolver } from './rates.resolver.js';
import { RatesService } from './rates.service.js';
import { RoomTypesController } from './room-types.controller.js';
import { RoomTypesResolver } from './room-types.resolver.js';
import { RoomTypesService } from './room-types.service.js';
import { RoomsController } from './rooms.controller.js';
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
  controllers: [
    RoomTypesController,
    RoomsController,
    AmenitiesController,
    ActivitiesController,
    RateTypesController,
    RatesController,
  ],
  exports: [RoomTypesService, RoomsService, AmenitiesService, ActivitiesService, RateTypesService, RatesService],
})
export class HotelInventoryModule {}
