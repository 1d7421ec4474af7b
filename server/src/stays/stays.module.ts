import { Module } from '@nestjs/common';
import { BookingStayFieldsResolver } from './booking-stay.resolver.js';
import { ReservationsService } from './reservations.service.js';
import { StayLoadersFactory } from './stay-loaders.js';
import { HotelsListController, StaysController } from './stays.controller.js';
import { StaysResolver } from './stays.resolver.js';
import { StaysService } from './stays.service.js';

/** Hotel stays for visitors: search, the hotel page, reservations, and the hotel side's handling of them. */
@Module({
  providers: [StaysService, ReservationsService, StayLoadersFactory, StaysResolver, BookingStayFieldsResolver],
  controllers: [HotelsListController, StaysController],
  exports: [StaysService, ReservationsService],
})
export class StaysModule {}
