import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { StayPriceGrid } from './stay-price-grid.js';
import { BookingStayFieldsResolver } from './booking-stay.resolver.js';
import { ReservationsService } from './reservations.service.js';
import { StayLoadersFactory } from './stay-loaders.js';
import { HotelsListController, StaysController } from './stays.controller.js';
import { StaysResolver } from './stays.resolver.js';
import { StaysService } from './stays.service.js';

/** Hotel stays for visitors: search, the hotel page, reservations, and the hotel side's handling of them. */
@Module({
  providers: [
    // One per process: the stay search's prices kept in memory (stay-price-grid.ts).
    { provide: StayPriceGrid, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new StayPriceGrid(config.stayPricesMaxMegabytes * 2 ** 20) },
    StaysService,
    ReservationsService,
    StayLoadersFactory,
    StaysResolver,
    BookingStayFieldsResolver,
  ],
  controllers: [HotelsListController, StaysController],
  exports: [StaysService, ReservationsService],
})
export class StaysModule {}
