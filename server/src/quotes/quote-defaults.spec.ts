import { describe, expect, it } from '@jest/globals';
import { quoteDefaults } from './quote-defaults.js';

const POLICY = { depositPercent: 30, depositDueDays: 7, balanceDueDaysBeforeDeparture: 30, quoteValidDays: 14 };
const TODAY = '2027-03-01';

describe('quoteDefaults', () => {
  it('applies the agency’s terms to a trip far ahead: deposit in 7 days, balance 30 days before departure', () => {
    expect(quoteDefaults(POLICY, 15, TODAY, '2027-06-15')).toEqual({
      validUntil: '2027-03-15',
      depositPercent: 30,
      depositDueOn: '2027-03-08',
      balanceDueOn: '2027-05-16',
      departureDate: '2027-06-15',
      vatPercent: 15,
    });
  });

  it('a late booking pays the balance with the deposit (never before it, never in the past)', () => {
    // Departure in 20 days: 30 days before it has passed.
    expect(quoteDefaults(POLICY, 15, TODAY, '2027-03-21')).toMatchObject({ depositDueOn: '2027-03-08', balanceDueOn: '2027-03-08', validUntil: '2027-03-15' });
  });

  it('a trip leaving within the deposit period has everything due, and the quote valid, to the day before departure', () => {
    expect(quoteDefaults(POLICY, 15, TODAY, '2027-03-04')).toMatchObject({ depositDueOn: '2027-03-03', balanceDueOn: '2027-03-03', validUntil: '2027-03-03' });
    // Leaving today or tomorrow (or a date already past): due today, never before.
    for (const departure of ['2027-03-02', '2027-03-01', '2027-02-20']) {
      expect(quoteDefaults(POLICY, 15, TODAY, departure)).toMatchObject({ depositDueOn: TODAY, balanceDueOn: TODAY, validUntil: TODAY });
    }
  });

  it('without a departure date: the balance date starts at the deposit date and departureDate is null', () => {
    expect(quoteDefaults(POLICY, 15, TODAY, null)).toEqual({
      validUntil: '2027-03-15',
      depositPercent: 30,
      depositDueOn: '2027-03-08',
      balanceDueOn: '2027-03-08',
      departureDate: null,
      vatPercent: 15,
    });
  });

  it('counts across month and year ends on the calendar', () => {
    expect(quoteDefaults(POLICY, 15, '2027-12-28', '2028-03-01')).toMatchObject({ depositDueOn: '2028-01-04', balanceDueOn: '2028-01-31', validUntil: '2028-01-11' });
  });
});
