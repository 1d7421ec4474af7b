import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { PaymentDue, PaymentsDueArgs } from './payment-due.model.js';
import { PaymentsDueService } from './payments-due.service.js';

@Resolver()
export class PaymentsDueResolver {
  constructor(private readonly service: PaymentsDueService) {}

  @Allow(Permission.RecordPayments)
  @Query(() => [PaymentDue], {
    description: 'Open invoices whose next instalment (deposit while not covered, else balance) is overdue or due within withinDays: overdue first, then by due date.',
  })
  paymentsDue(@Args() { withinDays }: PaymentsDueArgs): Promise<PaymentDue[]> {
    return this.service.list(withinDays);
  }
}
