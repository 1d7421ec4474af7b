import { Module } from '@nestjs/common';
import { EnquiriesController } from './enquiries.controller.js';
import { EnquiriesResolver } from './enquiries.resolver.js';
import { EnquiriesService } from './enquiries.service.js';
import { EnquiryRateLimiter } from './enquiry-rate-limit.js';

/** Public forms: trip plans, insurance quotes and contact messages, stored and acknowledged. */
@Module({
  providers: [EnquiriesService, EnquiriesResolver, EnquiryRateLimiter],
  controllers: [EnquiriesController],
  exports: [EnquiriesService],
})
export class EnquiriesModule {}
