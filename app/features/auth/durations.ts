/** "3600" → "1 hour", "259200" → "3 days", "90" → "2 minutes". */
export function durationInWords(seconds: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (seconds >= 86_400 && seconds % 86_400 === 0) return unit(seconds / 86_400, "day");
  if (seconds >= 3600 && seconds % 3600 === 0) return unit(seconds / 3600, "hour");
  if (seconds >= 60) return unit(Math.ceil(seconds / 60), "minute");
  return unit(seconds, "second");
}
