import { Module } from '@nestjs/common';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesResolver } from './enquiries.resolver.js';
import { EnquiriesService } from './enquiries.service.js';

/** Public forms: trip plans, insurance quotes and contact messages, stored and acknowledged. */
@Module({
  providers: [EnquiriesService, EnquiriesResolver],
  controllers: [EnquiriesController],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
