import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { HotelNestedLoadersFactory } from './hotel-nested.loaders.js';
import { HotelsController } from './hotels.controller.js';
import { HotelsResolver } from './hotels.resolver.js';
import { HotelsService } from './hotels.service.js';

@Module({
  imports: [AuthModule],
  providers: [HotelsService, HotelsResolver, HotelNestedLoadersFactory],
  controllers: [HotelsController],
  exports: [HotelsService, HotelNestedLoadersFactory],
})
export class HotelsModule {}
