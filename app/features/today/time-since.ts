/** How long ago, as the office says it: "12 min", "3 h 5 min", "2 days". Isomorphic. */
export function timeSince(then: Date | string, now: Date | string): string {
  const minutes = Math.max(0, Math.floor((new Date(now).getTime() - new Date(then).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days`;
}
