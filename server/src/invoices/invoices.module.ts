import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module.js';
import { InvoicesResolver } from './invoices.resolver.js';
import { InvoicesService } from './invoices.service.js';

/** Invoices of accepted quotes, the payments against them and the credit notes that cancel them. */
@Module({ imports: [InboxModule], providers: [InvoicesService, InvoicesResolver], exports: [InvoicesService] })
export class InvoicesModule {}
