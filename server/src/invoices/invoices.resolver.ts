import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { CancelInvoiceInput, PaymentInput, RefundInput } from './invoice.inputs.js';
import { Invoice, InvoicePaymentStatus } from './invoice.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { InvoiceIdPipe, InvoicesService } from './invoices.service.js';

@Resolver(() => Invoice)
export class InvoicesResolver {
  constructor(private readonly service: InvoicesService) {}

  @Allow(Permission.ManageQuotes)
  @Query(() => [Invoice], { description: 'The newest 500 invoices, optionally only those of one payment status.' })
  invoices(@Args('status', { type: () => InvoicePaymentStatus, nullable: true }) status?: InvoicePaymentStatus | null): Promise<Invoice[]> {
    return this.service.list({ status });
  }

  @Allow(Permission.ManageQuotes)
  @Query(() => Invoice, { nullable: true, description: 'One invoice with its payments; null when not found.' })
  invoice(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null): Promise<Invoice | null> {
    return this.service.get(id);
  }

  @Allow(Permission.ReadOwnQuotes)
  @Query(() => [Invoice], { description: "The signed-in customer's invoices with their payments." })
  myInvoices(@CurrentUser() user: AuthUser): Promise<Invoice[]> {
    return this.service.forUser(user.id);
  }

  @Allow(Permission.RecordPayments)
  @Mutation(() => Invoice, { description: 'Records money received. BAD_USER_INPUT above the balance; CONFLICT on a cancelled invoice.' })
  recordPayment(@Args('invoiceId', { type: () => ID }, InvoiceIdPipe) invoiceId: EntityId, @Args('input') input: PaymentInput, @CurrentUser() user: AuthUser): Promise<Invoice> {
    return this.service.recordPayment(invoiceId, input, user);
  }

  @Allow(Permission.RecordPayments)
  @Mutation(() => Invoice, {
    description: 'Records money paid back on a cancelled invoice. BAD_USER_INPUT above the refund still due; CONFLICT on an invoice that is not cancelled.',
  })
  recordRefund(@Args('invoiceId', { type: () => ID }, InvoiceIdPipe) invoiceId: EntityId, @Args('input') input: RefundInput, @CurrentUser() user: AuthUser): Promise<Invoice> {
    return this.service.recordRefund(invoiceId, input, user);
  }

  @Allow(Permission.RecordPayments)
  @Mutation(() => Invoice, {
    description:
      'Cancels an invoice with a credit note keeping the cancellation fee (at most what was paid); its quote and booking request, stay or trip plan are cancelled with it (a stay’s rooms released).',
  })
  cancelInvoice(@Args('id', { type: () => ID }, InvoiceIdPipe) id: EntityId, @Args('input') input: CancelInvoiceInput, @CurrentUser() user: AuthUser): Promise<Invoice> {
    return this.service.cancel(id, input, user);
  }
}
