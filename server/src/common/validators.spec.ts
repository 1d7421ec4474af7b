import { describe, expect, it } from '@jest/globals';
import { validate } from 'class-validator';
import { IsAmount } from './validators.js';

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
