import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { IsAmount, isRequiredMessage, RequiredText, TextList, WholeNumberIn } from './validators.js';

class Priced {
  @IsAmount()
  amount!: unknown;
}

const errorsFor = async (amount: unknown) => {
  const value = new Priced();
  value.amount = amount;
  return (await validate(value)).map((e) => Object.keys(e.constraints ?? {})).flat();
};

describe('IsAmount', () => {
  it.each([0, 1, 19.99, 1_000_000.5, 250])('accepts %p', async (amount) => {
    expect(await errorsFor(amount)).toEqual([]);
  });

  // 1e-7 and 5e-324 print without a ".": class-validator's maxDecimalPlaces threw a TypeError on them.
  it.each([1e-7, 5e-324, -1e-7, 0.001, 19.999, 0.1 + 0.2, NaN, Infinity, '12', null, {}])('refuses %p without throwing', async (amount) => {
    expect(await errorsFor(amount)).toEqual(['isAmount']);
  });
});

class Form {
  @RequiredText('Hotel name', 10, 'Hotel name is required.')
  name!: unknown;

  @RequiredText('Room title', 10)
  title!: unknown;

  @WholeNumberIn(1, 5, { notWhole: 'Whole.', tooLow: 'Low.', tooHigh: 'High.' }, { optional: true })
  guests?: unknown;

  @TextList(2, 5, { tooMany: 'Too many.', tooLong: 'Too long.', notList: 'Not a list.' })
  tags!: unknown;
}

/** The first message per field, as the validation pipe (stopAtFirstError) answers it. */
const messagesFor = async (plain: Record<string, unknown>) =>
  Object.fromEntries(
    (await validate(plainToInstance(Form, { name: 'Lodge', title: 'Suite', tags: [], ...plain }), { stopAtFirstError: true })).map((e) => [
      e.property,
      Object.values(e.constraints ?? {})[0],
    ]),
  );

describe('composite decorators', () => {
  it('RequiredText: trims, answers "required" first for missing or blank, then the length', async () => {
    expect(await messagesFor({ name: '  Lodge  ' })).toEqual({});
    expect(await messagesFor({ name: undefined })).toEqual({ name: 'Hotel name is required.' });
    expect(await messagesFor({ name: '   ' })).toEqual({ name: 'Hotel name is required.' });
    expect(await messagesFor({ name: 'x'.repeat(11) })).toEqual({ name: 'Hotel name must be at most 10 characters.' });
  });

  it('RequiredText registers its default message as a required-field message, not a form\'s own', async () => {
    expect(await messagesFor({ title: '' })).toEqual({ title: 'Room title is required.' });
    expect(isRequiredMessage('Room title is required.')).toBe(true);
    expect(isRequiredMessage('Hotel name is required.')).toBe(false);
  });

  it('WholeNumberIn and TextList answer in the words given', async () => {
    expect(await messagesFor({ guests: null })).toEqual({});
    expect(await messagesFor({ guests: 2.5, tags: 'a' })).toEqual({ guests: 'Whole.', tags: 'Not a list.' });
    expect(await messagesFor({ guests: 0, tags: ['a', 'b', 'c'] })).toEqual({ guests: 'Low.', tags: 'Too many.' });
    expect(await messagesFor({ guests: 6, tags: [' a ', 'toolong'] })).toEqual({ guests: 'High.', tags: 'Too long.' });
  });
});
