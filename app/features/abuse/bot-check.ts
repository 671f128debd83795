/**
 * People never see the honeypot field and take more than a few seconds to fill in a form;
 * simple bots fill every field and post at once. Either sign gets a quiet "thank you" and
 * nothing else, so the bot learns nothing.
 */
export function looksLikeABot(signals: { honeypot?: string; fillTimeMs?: number }, minFillMs: number): boolean {
  if (signals.honeypot && signals.honeypot.trim() !== "") return true;
  // No timing at all (an API client following the spec's body) is judged on the honeypot alone.
  return signals.fillTimeMs !== undefined && signals.fillTimeMs < minFillMs;
}
