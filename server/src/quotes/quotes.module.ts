import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { PoliciesModule } from '../policies/policies.module.js';
import { QuotesController } from './quotes.controller.js';
import { QuotesResolver } from './quotes.resolver.js';
import { QuotesService } from './quotes.service.js';

/** Quotes answering inbox items, sent with an acceptance link; accepting issues the invoice. */
@Module({
  imports: [InboxModule, InvoicesModule, PoliciesModule],
  providers: [QuotesService, QuotesResolver],
  controllers: [QuotesController],
})
export class QuotesModule {}
