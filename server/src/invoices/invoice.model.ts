import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { paymentMethod } from '../db/schema.js';
import { CustomerQuoteLine, VatGroup, VatTreatment } from '../quotes/quote.model.js';

export const INVOICE_PAYMENT_STATUSES = ['AWAITING_DEPOSIT', 'DEPOSIT_PAID', 'PAID_IN_FULL', 'OVERDUE', 'CANCELLED'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const InvoicePaymentStatus = Object.fromEntries(INVOICE_PAYMENT_STATUSES.map((s) => [s, s])) as { [K in InvoicePaymentStatus]: K };
registerEnumType(InvoicePaymentStatus, {
  name: 'InvoicePaymentStatus',
  description: 'Follows from the payments recorded and the due dates (South African calendar days).',
  valuesMap: {
    AWAITING_DEPOSIT: { description: 'Less than the deposit paid; the deposit is not yet due.' },
    DEPOSIT_PAID: { description: 'The deposit (or more) paid, the balance not yet due. A 0% deposit reads as paid.' },
    PAID_IN_FULL: { description: 'The total paid.' },
    OVERDUE: { description: 'The deposit or the balance is past its due date and not paid.' },
    CANCELLED: { description: 'Cancelled with a credit note (its booking, quote and reminders with it); see refundDueCents.' },
  },
});

export type PaymentMethod = (typeof paymentMethod.enumValues)[number];
export const PaymentMethod = Object.fromEntries(paymentMethod.enumValues.map((m) => [m, m])) as { [K in PaymentMethod]: K };
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'EFT (bank transfer), card or cash.' });

@ObjectType({ description: 'Money received against an invoice.' })
export class Payment {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  amountCents: number;

  @Field(() => LocalDate)
  receivedOn: string;

  @Field(() => PaymentMethod)
  method: PaymentMethod;

  @Field({ description: 'The bank or card reference, as staff entered it.' })
  reference: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'Money paid back to the customer after a cancellation.' })
export class Refund {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  amountCents: number;

  @Field(() => LocalDate)
  refundedOn: string;

  @Field(() => PaymentMethod)
  method: PaymentMethod;

  @Field({ description: 'The bank or card reference, as staff entered it.' })
  reference: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "A credit note's share of one VAT group of the invoice." })
export class CreditNoteVatGroup {
  @Field(() => VatTreatment)
  vatTreatment: VatTreatment;

  @Field(() => Int)
  vatPercent: number;

  @Field(() => Int, { description: 'Credited, VAT included, in rand cents.' })
  creditedCents: number;

  @Field(() => Int, { description: 'The VAT credited, in rand cents.' })
  creditedVatCents: number;

  @Field(() => Int, { description: "The group's share of the cancellation fee, VAT included." })
  feeCents: number;

  @Field(() => Int)
  feeVatCents: number;
}

@ObjectType({ description: 'Issued when an invoice is cancelled.' })
export class CreditNote {
  @Field(() => ID)
  id: string;

  @Field({ description: 'CN-<year>-<5 digits>, gap-free per year.' })
  number: string;

  @Field(() => Int, { description: 'Kept by the agency, in rand cents, VAT included (at most what was paid).' })
  cancellationFeeCents: number;

  @Field(() => Int, { description: 'Invoice total − cancellation fee: what the credit note credits, VAT included, in rand cents.' })
  amountCreditedCents: number;

  @Field(() => Int, { description: 'The VAT in amountCreditedCents (the sum of the groups).' })
  vatCreditedCents: number;

  @Field(() => [CreditNoteVatGroup], { description: "The credit per VAT group: the fee shared over the invoice's groups in proportion." })
  vatGroups: CreditNoteVatGroup[];

  @Field(() => Int, { description: 'Paid − cancellation fee (never negative): the refund owed to the customer, in rand cents.' })
  refundOwedCents: number;

  @Field()
  reason: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "An accepted quote's invoice. Never edited: cancelling issues a credit note." })
export class Invoice {
  @Field(() => ID)
  id: string;

  @Field({ description: 'INV-<year>-<5 digits>, gap-free per year.' })
  number: string;

  @Field(() => ID)
  quoteId: string;

  @Field({ description: 'The booking or enquiry reference: the EFT payment reference.' })
  reference: string;

  @Field()
  customerName: string;

  @Field()
  customerEmail: string;

  @Field(() => LocalDate)
  issuedOn: string;

  @Field(() => [CustomerQuoteLine])
  lines: CustomerQuoteLine[];

  @Field(() => Int, { description: 'The standard VAT rate the quote was priced with.' })
  vatPercent: number;

  @Field(() => [VatGroup], { description: 'One per VAT treatment among the lines.' })
  vatGroups: VatGroup[];

  @Field(() => Int)
  subtotalCents: number;

  @Field(() => Int)
  vatCents: number;

  @Field(() => Int)
  totalCents: number;

  @Field(() => Int)
  depositCents: number;

  @Field(() => LocalDate)
  depositDueOn: string;

  @Field(() => LocalDate)
  balanceDueOn: string;

  @Field(() => Int, { description: 'The sum of the payments, in rand cents.' })
  paidCents: number;

  @Field(() => Int, { description: 'What the customer still owes: total − paid, in rand cents (0 once cancelled).' })
  balanceCents: number;

  @Field(() => Int, { description: 'The sum of the refunds paid back, in rand cents.' })
  refundedCents: number;

  @Field(() => Int, { description: "The refund still to pay back: the credit note's refund owed − refunded (0 unless cancelled)." })
  refundDueCents: number;

  @Field(() => [Refund], { description: 'Oldest first.' })
  refunds: Refund[];

  @Field(() => Date, { nullable: true, description: 'When the customer accepted the quote.' })
  acceptedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who accepted the quote: the customer through the e-mailed link, or signed in.' })
  acceptedBy: string | null;

  @Field(() => String, { nullable: true, description: 'The terms and cancellation policy the customer accepted (the quote’s termsVersion).' })
  termsVersion: string | null;

  @Field(() => InvoicePaymentStatus)
  status: InvoicePaymentStatus;

  @Field(() => [Payment], { description: 'Oldest first.' })
  payments: Payment[];

  @Field(() => CreditNote, { nullable: true })
  creditNote: CreditNote | null;

  @Field()
  createdAt: Date;
}
