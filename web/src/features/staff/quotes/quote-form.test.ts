import { QuoteMessages } from '@travel/contract';
import { describe, expect, it } from 'vitest';
import { zodFieldErrors } from '../../../lib/forms';
import {
  AMOUNT_FORMAT,
  emptyLine,
  initialQuoteValues,
  patchLine,
  previewQuote,
  quoteFormSchema,
  quoteLooksInternational,
  quoteToValues,
  toQuoteInput,
  toSchemaInput,
  type QuoteFormValues,
} from './quote-form';
import { staffQuote } from './test-fixtures';

const TODAY = '2026-11-26';

const values = (overrides: Partial<QuoteFormValues> = {}): QuoteFormValues => ({
  lines: [
    { ...emptyLine(), description: 'Bali beach week', quantity: '2', unitPrice: '5000', netCost: '9000' },
    { ...emptyLine(), kind: 'TRANSFER', description: 'Airport transfers', quantity: '1', unitPrice: '1 500.00', netCost: '1000' },
  ],
  depositPercent: '30',
  depositDueOn: '2026-12-10',
  balanceDueOn: '2027-01-30',
  validUntil: '2026-12-31',
  message: '',
  ...overrides,
});

const errorsOf = (form: QuoteFormValues) => {
  const parsed = quoteFormSchema(TODAY).safeParse(toSchemaInput(form));
  return parsed.success ? {} : zodFieldErrors(parsed.error, 'path');
};

describe('initialQuoteValues', () => {
  it('leaves the deposit and the dates empty without the server’s defaults: nothing is guessed here', () => {
    const initial = initialQuoteValues(null);
    expect(initial.lines).toHaveLength(1);
    expect([initial.depositPercent, initial.depositDueOn, initial.balanceDueOn, initial.validUntil]).toEqual(['', '', '', '']);
  });

  it('takes the server’s defaults when it gives them', () => {
    const initial = initialQuoteValues({ depositPercent: 30, depositDueOn: '2026-12-03', balanceDueOn: '2027-01-30', validUntil: '2026-12-10', departureDate: '2027-03-01', vatPercent: 15, international: false, suggestedLines: [] });
    expect(initial).toMatchObject({ depositPercent: '30', depositDueOn: '2026-12-03', balanceDueOn: '2027-01-30', validUntil: '2026-12-10' });
  });

  it('starts from the request: its package for its guests at the price they saw', () => {
    const initial = initialQuoteValues({
      depositPercent: 30,
      depositDueOn: '2026-12-03',
      balanceDueOn: '2027-01-30',
      validUntil: '2026-12-10',
      departureDate: '2027-03-01',
      vatPercent: 15,
      international: true,
      suggestedLines: [{ kind: 'PACKAGE', description: 'Maldives escape, 01 Mar 2027 – 08 Mar 2027', quantity: 2, unitPriceCents: 2_450_000, currency: 'ZAR', vatTreatment: 'STANDARD' }],
    });
    expect(initial.lines).toEqual([
      expect.objectContaining({ kind: 'PACKAGE', description: 'Maldives escape, 01 Mar 2027 – 08 Mar 2027', quantity: '2', unitPrice: '24500.00', currency: 'ZAR', vatTreatment: 'STANDARD', vatTreatmentChosen: false }),
    ]);
  });
});

describe('previewQuote (the contract’s maths, as the server computes)', () => {
  it('adds rand lines, takes the VAT out of the total and works out the deposit, balance and margin', () => {
    const preview = previewQuote(values(), 15, 18.25);
    expect(preview.lineAmounts).toEqual([1_000_000, 150_000]);
    expect(preview.totalCents).toBe(1_150_000);
    expect(preview.vatCents).toBe(150_000);
    expect(preview.subtotalCents).toBe(1_000_000);
    expect(preview.depositCents).toBe(345_000);
    expect(preview.balanceCents).toBe(805_000);
    expect(preview.marginCents).toBe(150_000);
    expect(preview.missingUsdRate).toBe(false);
  });

  it('converts a dollar line at the admin’s rate, rounding half-up to the cent once per line', () => {
    const form = values({ lines: [{ ...emptyLine(), description: 'Flights', currency: 'USD', quantity: '1', unitPrice: '1234.56' }] });
    // US$1 234.56 at R18.2537 = R22 535.288… → R22 535.29.
    const preview = previewQuote(form, 15, 18.2537);
    expect(preview.lineAmounts).toEqual([2_253_529]);
    expect(preview.totalCents).toBe(2_253_529);
    expect(preview.marginCents).toBeNull();
  });

  it('says when there is no dollar rate to convert with, and leaves the dollar line out of the totals', () => {
    const form = values();
    form.lines.push({ ...emptyLine(), description: 'Flights', currency: 'USD', unitPrice: '100' });
    const preview = previewQuote(form, 15, null);
    expect(preview.missingUsdRate).toBe(true);
    expect(preview.lineAmounts[2]).toBeNull();
    expect(preview.totalCents).toBe(1_150_000);
  });

  it('shows a line’s amount while its net cost is still wrong, and no margin until it is right', () => {
    const form = values();
    form.lines[1] = { ...form.lines[1]!, netCost: '1000.999' };
    const preview = previewQuote(form, 15, null);
    expect(preview.lineAmounts).toEqual([1_000_000, 150_000]);
    expect(preview.marginCents).toBeNull();
  });

  it('shows no deposit until the percent is a whole number from 0 to 100', () => {
    expect(previewQuote(values({ depositPercent: '' }), 15, null).depositCents).toBeNull();
    expect(previewQuote(values({ depositPercent: '101' }), 15, null).depositCents).toBeNull();
    expect(previewQuote(values({ depositPercent: '0' }), 15, null).depositCents).toBe(0);
  });
});

describe('VAT treatments per line', () => {
  it('starts a line at the contract’s default and follows its kind until staff choose one', () => {
    const line = emptyLine(true);
    expect(line.vatTreatment).toBe('STANDARD');
    const flight = patchLine(line, { kind: 'FLIGHT' }, true);
    expect(flight.vatTreatment).toBe('ZERO_RATED');
    // A domestic trip's flight stays standard-rated.
    expect(patchLine(emptyLine(false), { kind: 'FLIGHT' }, false).vatTreatment).toBe('STANDARD');
    const chosen = patchLine(flight, { vatTreatment: 'EXEMPT' }, true);
    expect(chosen).toMatchObject({ vatTreatment: 'EXEMPT', vatTreatmentChosen: true });
    expect(patchLine(chosen, { kind: 'TRANSFER' }, true).vatTreatment).toBe('EXEMPT');
  });

  it('previews VAT per group, each line at its treatment, as the server prices it', () => {
    const form = values();
    form.lines.push({ ...emptyLine(true), kind: 'FLIGHT', description: 'Flights', quantity: '1', unitPrice: '3000', vatTreatment: 'ZERO_RATED' });
    const preview = previewQuote(form, 15, null);
    expect(preview.vatGroups).toEqual([
      { vatTreatment: 'STANDARD', vatPercent: 15, amountCents: 1_150_000, vatCents: 150_000 },
      { vatTreatment: 'ZERO_RATED', vatPercent: 0, amountCents: 300_000, vatCents: 0 },
    ]);
    expect(preview.totalCents).toBe(1_450_000);
    expect(preview.vatCents).toBe(150_000);
    expect(preview.lineVat).toEqual([130_435, 19_565, 0]);
  });

  it('puts a saved line’s treatment back as chosen, and reads a zero-rated flight as a trip abroad', () => {
    const quote = staffQuote();
    expect(quoteToValues(quote).lines.map((line) => [line.vatTreatment, line.vatTreatmentChosen])).toEqual([
      ['STANDARD', true],
      ['STANDARD', true],
    ]);
    expect(quoteLooksInternational(quote)).toBe(false);
    expect(quoteLooksInternational(staffQuote({ lines: [{ ...quote.lines[0]!, kind: 'FLIGHT', vatTreatment: 'ZERO_RATED' }] }))).toBe(true);
  });
});

describe('quoteFormSchema', () => {
  it('reads the typed amounts as cents and answers the API’s input', () => {
    const parsed = quoteFormSchema(TODAY).parse(toSchemaInput(values({ message: '  Enjoy!  ' })));
    expect(toQuoteInput(parsed)).toEqual({
      lines: [
        { kind: 'PACKAGE', description: 'Bali beach week', quantity: 2, unitPriceCents: 500_000, currency: 'ZAR', netCostCents: 900_000, vatTreatment: 'STANDARD' },
        { kind: 'TRANSFER', description: 'Airport transfers', quantity: 1, unitPriceCents: 150_000, currency: 'ZAR', netCostCents: 100_000, vatTreatment: 'STANDARD' },
      ],
      depositPercent: 30,
      depositDueOn: '2026-12-10',
      balanceDueOn: '2027-01-30',
      validUntil: '2026-12-31',
      message: 'Enjoy!',
    });
  });

  it('names each missing term with the contract’s message, under the API’s field name', () => {
    expect(errorsOf(initialQuoteValues(null))).toEqual({
      'lines.0.description': QuoteMessages.DESCRIPTION,
      'lines.0.unitPriceCents': QuoteMessages.UNIT_PRICE,
      depositPercent: QuoteMessages.DEPOSIT_PERCENT,
      depositDueOn: QuoteMessages.DEPOSIT_DUE,
      balanceDueOn: QuoteMessages.BALANCE_DUE,
      validUntil: QuoteMessages.VALID_UNTIL,
    });
  });

  it('refuses what the server refuses: past validity, balance before deposit, bad numbers, too many lines', () => {
    expect(errorsOf(values({ validUntil: '2026-11-25' }))).toEqual({ validUntil: QuoteMessages.VALID_UNTIL_PAST });
    expect(errorsOf(values({ balanceDueOn: '2026-12-01' }))).toEqual({ balanceDueOn: QuoteMessages.DUE_ORDER });
    expect(errorsOf(values({ depositPercent: '120' }))).toEqual({ depositPercent: QuoteMessages.DEPOSIT_PERCENT_RANGE });
    const badLine = values();
    badLine.lines[0] = { ...badLine.lines[0]!, quantity: '0', unitPrice: '-5', netCost: 'abc' };
    expect(errorsOf(badLine)).toEqual({
      'lines.0.quantity': QuoteMessages.QUANTITY_MIN,
      'lines.0.unitPriceCents': QuoteMessages.UNIT_PRICE_NEGATIVE,
      'lines.0.netCostCents': AMOUNT_FORMAT('Net cost'),
    });
    badLine.lines[0] = { ...badLine.lines[0]!, quantity: '1', unitPrice: '12.345', netCost: '-1' };
    expect(errorsOf(badLine)).toEqual({
      'lines.0.unitPriceCents': AMOUNT_FORMAT('Unit price'),
      'lines.0.netCostCents': QuoteMessages.NET_COST_NEGATIVE,
    });
    expect(errorsOf(values({ lines: Array.from({ length: 31 }, () => values().lines[0]!) }))).toEqual({ lines: QuoteMessages.LINES });
    expect(errorsOf(values({ lines: [] }))).toEqual({ lines: QuoteMessages.LINES });
  });
});

describe('quoteToValues', () => {
  it('puts a saved draft back into the form, amounts as rand text, lines in their order', () => {
    const form = quoteToValues(staffQuote({ lines: [...staffQuote().lines].reverse() }));
    expect(form.lines.map((line) => [line.description, line.unitPrice, line.netCost])).toEqual([
      ['Bali beach week', '5000.00', '9000.00'],
      ['Airport transfers', '1500.00', '1000.00'],
    ]);
    expect(form.depositPercent).toBe('30');
  });
});
