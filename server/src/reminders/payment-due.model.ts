import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsInt, Max, Min } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';

export const INSTALMENTS = ['DEPOSIT', 'BALANCE'] as const;
export type Instalment = (typeof INSTALMENTS)[number];
export const Instalment = { DEPOSIT: 'DEPOSIT', BALANCE: 'BALANCE' } as const;
registerEnumType(Instalment, {
  name: 'Instalment',
  valuesMap: {
    DEPOSIT: { description: 'The deposit that secures the booking (invoice depositCents).' },
    BALANCE: { description: 'The rest of the total, due before departure.' },
  },
});

export const MAX_WITHIN_DAYS = 365;
export const WITHIN_DAYS_RANGE = `withinDays must be a whole number from 0 to ${MAX_WITHIN_DAYS}.`;

@ArgsType()
export class PaymentsDueArgs {
  @Field(() => Int, { defaultValue: 14, description: `Include instalments due within this many days from today (0–${MAX_WITHIN_DAYS}); overdue ones always.` })
  @IsInt({ message: WITHIN_DAYS_RANGE })
  @Min(0, { message: WITHIN_DAYS_RANGE })
  @Max(MAX_WITHIN_DAYS, { message: WITHIN_DAYS_RANGE })
  withinDays: number = 14;
}

@ObjectType({ description: "An open invoice's next instalment: the deposit while it is not covered, else the balance. Staff and agency admins only." })
export class PaymentDue {
  @Field(() => ID)
  invoiceId: string;

  @Field()
  invoiceNumber: string;

  @Field({ description: 'The booking reference: the EFT reference the customer pays with.' })
  reference: string;

  @Field()
  customerName: string;

  @Field(() => Instalment)
  kind: Instalment;

  @Field(() => Int, { description: 'Still to pay for this instalment, in rand cents: deposit − paid, or total − paid.' })
  amountDueCents: number;

  @Field(() => LocalDate)
  dueOn: string;

  @Field({ description: 'True from the day after the due date (South African calendar).' })
  overdue: boolean;

  @Field(() => Int, { description: 'Days since the due date; 0 when not overdue.' })
  daysOverdue: number;
}
