import { applyDecorators } from '@nestjs/common';
import { Field, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, Max, Min, ValidateNested } from 'class-validator';
import { LocalDate } from '../common/local-date.scalar.js';
import { IsLocalDate, OptionalText, RequiredText, WholeNumber } from '../common/validators.js';
import { Currency } from '../packages/package.model.js';
import { QuoteLineKind, VatTreatment } from './quote.model.js';

export const QuoteMsg = {
  LINES: 'A quote needs between 1 and 30 lines.',
  KIND: `Kind must be one of ${Object.keys(QuoteLineKind).join(', ')}.`,
  CURRENCY: 'Currency must be ZAR or USD.',
  VAT_TREATMENT: `VAT treatment must be one of ${Object.keys(VatTreatment).join(', ')}.`,
  VALID_UNTIL: 'Valid until is required.',
  DEPOSIT_DUE: 'Deposit due date is required.',
  BALANCE_DUE: 'Balance due date is required.',
} as const;

/** At most R1 000 000 (or US$) per unit: 100 000 000 cents. */
export const MAX_UNIT_PRICE_CENTS = 100_000_000;
export const MAX_LINES = 30;

/** A whole number of cents within [0, max]; optional ones may be null or absent. */
export const Cents = (label: string, max: number, { required }: { required: boolean }) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: `${label} is required.` })] : [IsOptional()]),
    IsInt({ message: `${label} must be a whole number of cents.` }),
    Min(0, { message: `${label} cannot be negative.` }),
    Max(max, { message: `${label} must be at most ${max} cents.` }),
  );

export const RequiredDate = (message: string) => applyDecorators(IsDefined({ message }), IsLocalDate());

@InputType({ description: 'One priced line; prices include VAT.' })
export class QuoteLineInput {
  @Field(() => QuoteLineKind)
  @IsIn(Object.keys(QuoteLineKind), { message: QuoteMsg.KIND })
  kind: QuoteLineKind;

  @Field()
  @RequiredText('Description', 300)
  description: string;

  @Field(() => Int)
  @WholeNumber('Quantity', 1, 100)
  quantity: number;

  @Field(() => Int, { description: "Price of one in the line's currency, in cents, VAT included." })
  @Cents('Unit price', MAX_UNIT_PRICE_CENTS, { required: true })
  unitPriceCents: number;

  @Field(() => Currency, { description: 'ZAR, or USD converted at the exchange rate the agency admin set.' })
  @IsIn(['ZAR', 'USD'], { message: QuoteMsg.CURRENCY })
  currency: Currency;

  @Field(() => Int, { nullable: true, description: 'What the agency pays for the whole line, in rand cents (staff only).' })
  @Cents('Net cost', 2_000_000_000, { required: false })
  netCostCents?: number | null;

  @Field(() => VatTreatment, {
    nullable: true,
    description: "How VAT applies; left out, a flight on a trip abroad is ZERO_RATED and anything else STANDARD (quoteDefaults' international).",
  })
  @IsOptional()
  @IsIn(Object.keys(VatTreatment), { message: QuoteMsg.VAT_TREATMENT })
  vatTreatment?: VatTreatment | null;
}

@InputType({ description: 'A draft quote: its lines replace the previous ones; totals are computed by the server.' })
export class QuoteInput {
  @Field(() => [QuoteLineInput])
  @IsArray({ message: QuoteMsg.LINES })
  @ArrayMinSize(1, { message: QuoteMsg.LINES })
  @ArrayMaxSize(MAX_LINES, { message: QuoteMsg.LINES })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineInput)
  lines: QuoteLineInput[];

  @Field(() => LocalDate, { description: 'The last day the customer may accept.' })
  @RequiredDate(QuoteMsg.VALID_UNTIL)
  validUntil: string;

  @Field(() => Int, { description: 'The deposit, in percent of the total (the agency terms say 30).' })
  @WholeNumber('Deposit percent', 0, 100)
  depositPercent: number;

  @Field(() => LocalDate)
  @RequiredDate(QuoteMsg.DEPOSIT_DUE)
  depositDueOn: string;

  @Field(() => LocalDate, { description: 'The agency terms: 30 days before departure.' })
  @RequiredDate(QuoteMsg.BALANCE_DUE)
  balanceDueOn: string;

  @Field(() => String, { nullable: true, description: 'A message to the customer, shown with the quote.' })
  @OptionalText('Message', 2000)
  message?: string | null;
}
