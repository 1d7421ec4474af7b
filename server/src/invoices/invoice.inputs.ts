import { Field, InputType, Int } from '@nestjs/graphql';
import { RefundMessages } from '@travel/contract';
import { IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { OptionalText, RequiredText } from '../common/validators.js';
import { Cents, RequiredDate } from '../quotes/quote.inputs.js';
import { PaymentMethod } from './invoice.model.js';

@InputType({ description: 'Money received against an invoice.' })
export class PaymentInput {
  @Field(() => Int, { description: 'In rand cents, more than 0 and at most the balance.' })
  @IsDefined({ message: 'Amount is required.' })
  @IsInt({ message: 'Amount must be a whole number of cents.' })
  @Min(1, { message: 'Amount must be more than R0.' })
  @Max(2_000_000_000, { message: 'Amount must be at most the balance.' })
  amountCents: number;

  @Field(() => LocalDate, { description: 'The day the money arrived (not in the future).' })
  @RequiredDate('Received on is required.')
  receivedOn: string;

  @Field(() => PaymentMethod)
  @IsIn(Object.keys(PaymentMethod), { message: 'Method must be EFT, CARD or CASH.' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The bank or card reference.' })
  @OptionalText('Reference', 100)
  reference?: string | null;
}

@InputType({ description: 'Money paid back to the customer against the refund a cancellation owes.' })
export class RefundInput {
  @Field(() => Int, { description: 'In rand cents, more than 0 and at most the refund still due.' })
  @IsDefined({ message: RefundMessages.AMOUNT })
  @IsInt({ message: 'Amount must be a whole number of cents.' })
  @Min(1, { message: RefundMessages.AMOUNT_POSITIVE })
  @Max(2_000_000_000, { message: RefundMessages.AMOUNT_ABOVE_DUE })
  amountCents: number;

  @Field(() => LocalDate, { description: 'The day the money was paid back (not in the future).' })
  @RequiredDate(RefundMessages.REFUNDED_ON)
  refundedOn: string;

  @Field(() => PaymentMethod)
  @IsIn(Object.keys(PaymentMethod), { message: 'Method must be EFT, CARD or CASH.' })
  method: PaymentMethod;

  @Field(() => String, { nullable: true, description: 'The bank or card reference.' })
  @OptionalText('Reference', 100)
  reference?: string | null;
}

@InputType({ description: 'Cancels an invoice with a credit note.' })
export class CancelInvoiceInput {
  @Field()
  @RequiredText('Reason', 500)
  reason: string;

  @Field(() => Int, { description: 'The cancellation fee the agency keeps, in rand cents: at most what has been paid.' })
  @Cents('Cancellation fee', 2_000_000_000, { required: true })
  cancellationFeeCents: number;
}
