/**
 * Money, in integer cents, New Zealand dollars. Every sum, GST calculation, rounding and
 * formatting of money in the product goes through this module (docs/decisions/0100), so no
 * floating-point amount is ever stored, compared or added.
 *
 * GST is 15 %. The GST in a GST-inclusive amount is 3/23 of it. Rounding follows the GST Act,
 * s 19O: a fraction of a cent up to one half is dropped, a fraction over one half rounds up
 * ("round half down"). A business applies it either to each line or to the total, the same
 * way for a whole GST period: a company setting.
 */
export type Cents = number;

const GST_RATE_PERCENT = 15;
export type AmountsAre = "inclusive" | "exclusive";
export type GstRounding = "line" | "total";

/** The largest amount the product computes with anywhere: well inside exact integer arithmetic. */
const MAX_CENTS = 100_000_000_000; // $1,000,000,000.00

/**
 * The most an amount that is stored may be, whatever it is: a line, a document's total, a
 * deposit, a payment, a job's or a lead's value. The columns are 32-bit integers (at most
 * $21,474,836.47), so a sum of two stored amounts still fits one (docs/decisions/0155).
 */
export const AMOUNT_LIMIT_CENTS: Cents = 1_000_000_000; // $10,000,000.00

/**
 * An amount past AMOUNT_LIMIT_CENTS, or a sum past what the module computes with: the person
 * typed too much, not a fault of ours. Services turn it into the field's message.
 */
export class AmountOverLimit extends RangeError {
  constructor(readonly what: string) {
    super(`${what} can be at most ${formatMoney(AMOUNT_LIMIT_CENTS)}`);
    this.name = "AmountOverLimit";
  }
}

function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS;
}

function assertCents(value: number, what: string): void {
  if (isCents(value)) return;
  if (typeof value === "number" && Number.isInteger(value)) throw new AmountOverLimit(what);
  throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
}

/** Whether an amount may be stored: whole cents, no more than AMOUNT_LIMIT_CENTS either way. */
export function withinAmountLimit(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && Math.abs(cents) <= AMOUNT_LIMIT_CENTS;
}

/** The amount, checked before it is stored: an AmountOverLimit naming `what` ("The invoice's total") past the limit. */
export function storableAmount(cents: Cents, what: string): Cents {
  if (!withinAmountLimit(cents)) throw new AmountOverLimit(what);
  return cents;
}

/**
 * numerator / denominator rounded to a whole cent by s 19O: half a cent or less is dropped,
 * more than half rounds up (away from zero for negative amounts, such as credits).
 */
function divideRoundHalfDown(numerator: number, denominator: number): Cents {
  const n = Math.abs(numerator);
  const whole = Math.floor(n / denominator);
  const remainder = n - whole * denominator;
  const rounded = 2 * remainder > denominator ? whole + 1 : whole;
  // 0 - rounded, not -rounded: a credit too small for any GST has 0, not -0.
  return numerator < 0 ? 0 - rounded : rounded;
}

/** The GST inside a GST-inclusive amount: 3/23 of it. $100.00 → $13.04. */
export function gstInInclusive(inclusive: Cents): Cents {
  assertCents(inclusive, "An amount");
  return divideRoundHalfDown(inclusive * 3, 23);
}

/** The GST on a GST-exclusive amount: 15 %. $10.11 → $1.52; $0.30 → 4c (exactly half a cent dropped). */
export function gstOnExclusive(exclusive: Cents): Cents {
  assertCents(exclusive, "An amount");
  return divideRoundHalfDown(exclusive * GST_RATE_PERCENT, 100);
}

export interface GstBreakdown {
  exclusive: Cents;
  gst: Cents;
  inclusive: Cents;
}

/**
 * The GST-exclusive, GST and GST-inclusive totals of some line amounts, all entered one way
 * (`amountsAre`), with GST rounded per line or on the total (`rounding`). The three always
 * agree: exclusive + gst === inclusive, and inclusive (or exclusive) is the exact sum of lines.
 */
export function gstBreakdown(lines: readonly Cents[], amountsAre: AmountsAre, rounding: GstRounding): GstBreakdown {
  const total = sumCents(lines);
  const gstOf = amountsAre === "inclusive" ? gstInInclusive : gstOnExclusive;
  const gst = rounding === "line" ? sumCents(lines.map(gstOf)) : gstOf(total);
  return amountsAre === "inclusive" ? { exclusive: total - gst, gst, inclusive: total } : { exclusive: total, gst, inclusive: total + gst };
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount, "An amount");
    total += amount;
  }
  assertCents(total, "A total");
  return total;
}

/**
 * A percentage of an amount, to the nearest cent (half a cent rounds away from zero), for
 * discounts, markups and deposits. `percent` may have up to two decimal places (12.5 %).
 */
export function percentOf(amount: Cents, percent: number): Cents {
  assertCents(amount, "An amount");
  const basisPoints = Math.round(percent * 100);
  if (!Number.isSafeInteger(basisPoints) || Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`A percentage may have at most two decimal places, got ${percent}`);
  }
  const product = amount * basisPoints;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 5_000) / 10_000);
}

/**
 * Shares `total` among parts in proportion to `weights` (each ≥ 0, some > 0), to the cent, the
 * shares summing to `total` exactly: each gets its rounded-down share, and the cents left over go
 * to the largest remainders (the first of equals). A discount spread over a plan's lines uses it.
 */
export function allocateCents(total: Cents, weights: readonly Cents[]): Cents[] {
  assertCents(total, "An amount");
  const sum = sumCents(weights);
  if (sum <= 0 || weights.some((w) => w < 0)) throw new RangeError("Shares need weights of zero or more, and some above zero");
  const sign = total < 0 ? -1n : 1n;
  const whole = BigInt(Math.abs(total));
  // Products pass 2^53 for large amounts: BigInt keeps them exact.
  const exact = weights.map((w) => whole * BigInt(w));
  const shares = exact.map((p) => p / BigInt(sum));
  let left = whole - shares.reduce((a, b) => a + b, 0n);
  const order = exact
    .map((p, i) => ({ i, rest: p % BigInt(sum) }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left === 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(share * sign));
}

/**
 * quantity × unit price, where quantity may have up to three decimal places (0.25 hours, 2.5 m²).
 * A line past AMOUNT_LIMIT_CENTS is an AmountOverLimit, checked before the exact product (999,999
 * of $1,000,000 is past exact integer arithmetic).
 */
export function lineAmount(quantity: number, unitPrice: Cents): Cents {
  assertCents(unitPrice, "A unit price");
  const thousandths = Math.round(quantity * 1000);
  if (Math.abs(thousandths - quantity * 1000) > 1e-6)
    throw new RangeError(`A quantity may have at most three decimal places, got ${quantity}`);
  if (Math.abs(quantity * unitPrice) > AMOUNT_LIMIT_CENTS + 1) throw new AmountOverLimit("A line");
  const product = thousandths * unitPrice;
  const sign = product < 0 ? -1 : 1;
  return storableAmount(sign * Math.floor((Math.abs(product) + 500) / 1000), "A line");
}

const NZD = new Intl.NumberFormat("en-NZ", { style: "currency", currency: "NZD" });

/** 123456 → "$1,234.56"; -500 → "-$5.00". */
export function formatMoney(cents: Cents): string {
  assertCents(cents, "An amount");
  return NZD.format(cents / 100);
}

/** "1,234.56", "$1234.5", "12" → cents; anything else (more than two decimals, letters) → null. */
export function parseMoney(text: string): Cents | null {
  const match = /^\s*(-)?\s*\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const dollars = Number(match[2].replaceAll(",", ""));
  const cents = dollars * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  const value = match[1] ? -cents : cents;
  return isCents(value) ? value : null;
}

/** Cents as the plain decimal a form field or a spreadsheet shows: 123456 → "1234.56". */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents, "An amount");
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The cost of some minutes at an hourly rate, to the nearest cent (half a cent rounds up): 95 minutes at $42.50 is $67.29. */
export function costOfMinutes(minutes: number, centsPerHour: Cents): Cents {
  assertCents(centsPerHour, "An hourly rate");
  if (!Number.isSafeInteger(minutes) || minutes < 0) throw new RangeError(`Minutes must be a whole number, got ${minutes}`);
  return storableAmount(Math.floor((minutes * centsPerHour * 2 + 60) / 120), "A labour cost");
}

/** A margin as a percentage of the price to one decimal place (37.5), or null when there is no price to measure it against. */
export function marginPercent(margin: Cents, price: Cents): number | null {
  if (price <= 0) return null;
  return Math.round((margin * 1000) / price) / 10;
}
