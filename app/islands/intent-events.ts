/** What counts as someone about to use something: a pointer over it, focus on it, or a touch. */
export const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
