import { Module } from '@nestjs/common';

/** The agency-wide cancellation and terms texts. */
@Module({})
export class PoliciesModule {}
