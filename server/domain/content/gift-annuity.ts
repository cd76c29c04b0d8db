/**
 * The planned-giving calculator (the PlannedGivingCalculator shortcode; the spec names it and says
 * no more): what a charitable gift annuity would pay. A donor gives a sum; the museum pays them a
 * fixed amount every year for life, at a rate set by their age; what remains afterwards supports
 * the museum. The rates are the American Council on Gift Annuities' suggested maximum single-life
 * rates (the schedule most US museums follow), by age at the nearest birthday, from the museum's
 * minimum age. When the council publishes new rates, this schedule and its date change together.
 */

/** The schedule's first day (YYYY-MM-DD), shown beside every estimate. */
export const GIFT_ANNUITY_RATES_EFFECTIVE = '2024-01-01';

/** The museum's limits: annuities from age 60 and from $10,000; larger gifts are arranged in person. */
export const GIFT_ANNUITY_LIMITS = { minimumAge: 60, maximumAge: 120, minimumGift: 10_000, maximumGift: 10_000_000 } as const;

/** [the first age a rate applies at, the rate in percent a year], ascending; the last applies to every older age. */
const RATES: readonly (readonly [age: number, rate: number])[] = [
  [60, 5.2],
  [61, 5.3],
  [62, 5.4],
  [64, 5.6],
  [65, 5.7],
  [66, 5.8],
  [67, 5.9],
  [68, 6.1],
  [69, 6.2],
  [70, 6.3],
  [71, 6.4],
  [72, 6.6],
  [73, 6.7],
  [74, 6.8],
  [75, 7.0],
  [76, 7.2],
  [77, 7.4],
  [78, 7.6],
  [79, 7.8],
  [80, 8.1],
  [81, 8.3],
  [82, 8.5],
  [83, 8.7],
  [84, 8.9],
  [85, 9.1],
  [86, 9.3],
  [87, 9.5],
  [88, 9.7],
  [89, 9.9],
  [90, 10.1],
];

export type GiftAnnuityStatus = 'ESTIMATED' | 'AGE_TOO_LOW' | 'AGE_OUT_OF_RANGE' | 'AMOUNT_TOO_LOW' | 'AMOUNT_TOO_HIGH';

export interface GiftAnnuityEstimate {
  status: GiftAnnuityStatus;
  /** What to tell the visitor. */
  message: string;
  /** Percent a year; null unless estimated. */
  rate: number | null;
  /** Dollars a year, to the cent; null unless estimated. */
  annualPayment: number | null;
  /** Dollars a quarter (payments are quarterly), to the cent; null unless estimated. */
  quarterlyPayment: number | null;
}

const dollars = (amount: number, cents = false) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: cents ? 2 : 0 }).format(amount);
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** The rate for an age in whole years; null below the minimum age. */
export function giftAnnuityRate(age: number): number | null {
  let rate: number | null = null;
  for (const [from, value] of RATES) if (age >= from) rate = value;
  return age >= GIFT_ANNUITY_LIMITS.minimumAge ? rate : null;
}

function refused(status: Exclude<GiftAnnuityStatus, 'ESTIMATED'>): GiftAnnuityEstimate {
  const { minimumAge, maximumAge, minimumGift, maximumGift } = GIFT_ANNUITY_LIMITS;
  const messages: Record<typeof status, string> = {
    AGE_TOO_LOW: `Gift annuities begin at age ${minimumAge}. Our planned giving team can tell you about a deferred gift annuity, which starts paying later.`,
    AGE_OUT_OF_RANGE: `Enter your age in whole years, from ${minimumAge} to ${maximumAge}.`,
    AMOUNT_TOO_LOW: `Gift annuities start at ${dollars(minimumGift)}. Enter a gift of ${dollars(minimumGift)} or more.`,
    AMOUNT_TOO_HIGH: `For a gift of more than ${dollars(maximumGift)}, please talk to our planned giving team.`,
  };
  return { status, message: messages[status], rate: null, annualPayment: null, quarterlyPayment: null };
}

/**
 * What a gift of `amount` dollars (whole dollars) would pay a donor of `age` (whole years, nearest
 * birthday) for life: the rate, the yearly payment (gift × rate) and the quarterly one (a quarter of
 * it), each to the cent. Outside the museum's limits, the status says which and nothing is estimated.
 */
export function giftAnnuityEstimate({ age, amount }: { age: number; amount: number }): GiftAnnuityEstimate {
  const { minimumAge, maximumAge, minimumGift, maximumGift } = GIFT_ANNUITY_LIMITS;
  if (!Number.isInteger(age) || age < 0 || age > maximumAge) return refused('AGE_OUT_OF_RANGE');
  if (age < minimumAge) return refused('AGE_TOO_LOW');
  if (!Number.isInteger(amount) || amount < minimumGift) return refused('AMOUNT_TOO_LOW');
  if (amount > maximumGift) return refused('AMOUNT_TOO_HIGH');
  const rate = giftAnnuityRate(age) ?? 0;
  const annualPayment = toCents((amount * rate) / 100);
  const quarterlyPayment = toCents(annualPayment / 4);
  return {
    status: 'ESTIMATED',
    message: `At age ${age}, a gift of ${dollars(amount)} would pay you ${dollars(annualPayment, true)} a year (${rate.toFixed(1)}%), in quarterly payments of ${dollars(quarterlyPayment, true)}, for the rest of your life.`,
    rate,
    annualPayment,
    quarterlyPayment,
  };
}
