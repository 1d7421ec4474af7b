import { Module } from '@nestjs/common';
import { PackagesModule } from '../packages/packages.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsResolver } from './bookings.resolver.js';
import { BookingsService } from './bookings.service.js';

@Module({
  imports: [PackagesModule],
  providers: [BookingsService, BookingsResolver],
  controllers: [BookingsController],
})
export class BookingsModule {}
