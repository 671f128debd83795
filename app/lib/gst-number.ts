/**
 * New Zealand GST numbers are IRD numbers: 8 or 9 digits (written 123-456-789), from 10,000,000
 * to 150,000,000, with a check digit by the IRD's published modulus-11 rule (primary weights,
 * then secondary weights when the first gives 10). Isomorphic.
 */
const PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];

function checkDigit(base: number[], weights: number[]): number {
  const remainder = base.reduce((sum, digit, i) => sum + digit * weights[i], 0) % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** "49-091-850" → "49-091-850" as the IRD writes it (123-456-789); undefined when it is not a valid number. */
export function normaliseGstNumber(input: string): string | undefined {
  if (!/^[\d\s-]+$/.test(input)) return undefined;
  const digits = input.replace(/\D/g, "");
  if (digits.length < 8 || digits.length > 9) return undefined;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return undefined;
  const nine = digits.padStart(9, "0").split("").map(Number);
  const base = nine.slice(0, 8);
  let check = checkDigit(base, PRIMARY);
  if (check === 10) check = checkDigit(base, SECONDARY);
  if (check === 10 || check !== nine[8]) return undefined;
  return digits.length === 8
    ? `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
