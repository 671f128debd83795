// One formatter for the whole app: building an Intl formatter per call is slow during hydration.
const nzNumber = new Intl.NumberFormat("en-NZ");

/** 1247 → "1,247" */
export function formatCount(value: number): string {
  return nzNumber.format(value);
}
