import { Module } from '@nestjs/common';
import { PoliciesResolver } from './policies.resolver.js';
import { PoliciesService } from './policies.service.js';

/** The agency-wide cancellation and terms texts. */
@Module({ providers: [PoliciesService, PoliciesResolver], exports: [PoliciesService] })
export class PoliciesModule {}
