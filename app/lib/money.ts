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

/** The largest amount the product handles anywhere: well inside exact integer arithmetic. */
const MAX_CENTS = 100_000_000_000; // $1,000,000,000.00

function isCents(value: unknown): value is Cents {
  return typeof value === "number" && Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS;
}

function assertCents(value: number, what: string): void {
  if (!isCents(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
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

/** quantity × unit price, where quantity may have up to three decimal places (0.25 hours, 2.5 m²). */
export function lineAmount(quantity: number, unitPrice: Cents): Cents {
  assertCents(unitPrice, "A unit price");
  const thousandths = Math.round(quantity * 1000);
  if (Math.abs(thousandths - quantity * 1000) > 1e-6)
    throw new RangeError(`A quantity may have at most three decimal places, got ${quantity}`);
  const product = thousandths * unitPrice;
  const sign = product < 0 ? -1 : 1;
  const cents = sign * Math.floor((Math.abs(product) + 500) / 1000);
  assertCents(cents, "A line amount");
  return cents;
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
