import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GIFT_ANNUITY_LIMITS, giftAnnuityEstimate, giftAnnuityRate } from '../../../server/domain/content/gift-annuity';

describe('gift annuity rates (the planned-giving calculator)', () => {
  it('reads the single-life schedule by age, from the minimum age; 90 and older share the top rate', () => {
    expect(giftAnnuityRate(59)).toBeNull();
    expect(giftAnnuityRate(60)).toBe(5.2);
    expect(giftAnnuityRate(62)).toBe(5.4);
    expect(giftAnnuityRate(63)).toBe(5.4);
    expect(giftAnnuityRate(65)).toBe(5.7);
    expect(giftAnnuityRate(72)).toBe(6.6);
    expect(giftAnnuityRate(80)).toBe(8.1);
    expect(giftAnnuityRate(89)).toBe(9.9);
    expect(giftAnnuityRate(90)).toBe(10.1);
    expect(giftAnnuityRate(104)).toBe(10.1);
  });

  it('never lowers the rate as age rises (property)', () => {
    fc.assert(fc.property(fc.integer({ min: GIFT_ANNUITY_LIMITS.minimumAge, max: GIFT_ANNUITY_LIMITS.maximumAge - 1 }), (age) => (giftAnnuityRate(age + 1) ?? 0) >= (giftAnnuityRate(age) ?? 0)));
  });
});

describe('gift annuity estimates', () => {
  it('pays the gift times the rate a year, in four quarterly payments, to the cent', () => {
    expect(giftAnnuityEstimate({ age: 72, amount: 25_000 })).toEqual({
      status: 'ESTIMATED',
      message: 'At age 72, a gift of $25,000 would pay you $1,650.00 a year (6.6%), in quarterly payments of $412.50, for the rest of your life.',
      rate: 6.6,
      annualPayment: 1650,
      quarterlyPayment: 412.5,
    });
    expect(giftAnnuityEstimate({ age: 61, amount: 12_345 })).toMatchObject({ rate: 5.3, annualPayment: 654.29, quarterlyPayment: 163.57 });
    expect(giftAnnuityEstimate({ age: 95, amount: 10_000_000 })).toMatchObject({ rate: 10.1, annualPayment: 1_010_000, quarterlyPayment: 252_500 });
  });

  it('says which limit an age or a gift is outside of, and estimates nothing', () => {
    const refused = (age: number, amount: number) => {
      const estimate = giftAnnuityEstimate({ age, amount });
      expect(estimate).toMatchObject({ rate: null, annualPayment: null, quarterlyPayment: null });
      return [estimate.status, estimate.message];
    };
    expect(refused(59, 25_000)).toEqual(['AGE_TOO_LOW', 'Gift annuities begin at age 60. Our planned giving team can tell you about a deferred gift annuity, which starts paying later.']);
    expect(refused(121, 25_000)).toEqual(['AGE_OUT_OF_RANGE', 'Enter your age in whole years, from 60 to 120.']);
    expect(refused(70.5, 25_000)[0]).toBe('AGE_OUT_OF_RANGE');
    expect(refused(-1, 25_000)[0]).toBe('AGE_OUT_OF_RANGE');
    expect(refused(70, 9_999)).toEqual(['AMOUNT_TOO_LOW', 'Gift annuities start at $10,000. Enter a gift of $10,000 or more.']);
    expect(refused(70, 10_000.5)[0]).toBe('AMOUNT_TOO_LOW');
    expect(refused(70, 10_000_001)).toEqual(['AMOUNT_TOO_HIGH', 'For a gift of more than $10,000,000, please talk to our planned giving team.']);
  });

  it('estimates within the limits, and four quarterly payments add up to the yearly one within their rounding, two cents (property)', () => {
    const { minimumAge, maximumAge, minimumGift, maximumGift } = GIFT_ANNUITY_LIMITS;
    fc.assert(
      fc.property(fc.integer({ min: minimumAge, max: maximumAge }), fc.integer({ min: minimumGift, max: maximumGift }), (age, amount) => {
        const estimate = giftAnnuityEstimate({ age, amount });
        return estimate.status === 'ESTIMATED' && Math.abs((estimate.quarterlyPayment ?? 0) * 4 - (estimate.annualPayment ?? 0)) <= 0.02 + 1e-9;
      }),
    );
  });
});
