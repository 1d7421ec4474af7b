import { Global, Module } from '@nestjs/common';
import { WriteLimiter } from './write-limits.js';

/** One WriteLimiter for every feature whose anonymous writes mail someone or hold something. */
@Global()
@Module({ providers: [WriteLimiter], exports: [WriteLimiter] })
export class WriteLimitsModule {}
