/** Due follow-ups are counted up to this many; past it the count reads "100+ leads". */
export const FOLLOW_UP_COUNT_CAP = 100;

/** "1 lead", "3 leads", or "100+ leads" once the count reached its cap. */
export function followUpCount(count: number): string {
  if (count >= FOLLOW_UP_COUNT_CAP) return `${FOLLOW_UP_COUNT_CAP}+ leads`;
  return count === 1 ? "1 lead" : `${count} leads`;
}
