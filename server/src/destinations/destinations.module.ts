import { Module } from '@nestjs/common';
import { DestinationsController } from './destinations.controller.js';
import { DestinationsResolver } from './destinations.resolver.js';
import { DestinationsService } from './destinations.service.js';

@Module({
  providers: [DestinationsService, DestinationsResolver],
  controllers: [DestinationsController],
})
export class DestinationsModule {}
