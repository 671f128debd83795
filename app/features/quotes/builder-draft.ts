import type { EditorState } from "./builder-state";

/*
 * The quote builder's unsaved changes, kept in this browser until they are saved or discarded
 * (docs/decisions/0148), so a click elsewhere, a closed tab or a crashed laptop loses nothing:
 * the quote offers them back when it is opened again. One entry per quote; an entry older than
 * KEPT_DAYS is dropped when read. Browser only; any storage failure (private mode, a full
 * quota) leaves the builder working as before, without the safety net.
 */

export interface KeptDraft {
  /** The saved draft these changes started from (JSON), to tell when the quote was saved since. */
  base: string;
  state: EditorState;
  /** When the changes were last made (ISO). */
  at: string;
  /** Set when Save was pressed: once the saved draft differs from `base`, the save went through. */
  saving?: boolean;
}

const KEPT_DAYS = 30;
const keyOf = (quoteId: number) => `harbourside:quote-builder:${quoteId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readKeptDraft(quoteId: number, now = Date.now()): KeptDraft | null {
  const store = storage();
  try {
    const text = store?.getItem(keyOf(quoteId));
    if (!text) return null;
    const kept = JSON.parse(text) as KeptDraft;
    const fresh = now - Date.parse(kept.at) < KEPT_DAYS * 86_400_000;
    if (typeof kept.base === "string" && Array.isArray(kept.state?.lines) && fresh) return kept;
    store?.removeItem(keyOf(quoteId));
  } catch {
    // Unreadable: treated as none.
  }
  return null;
}

export function keepDraft(quoteId: number, kept: KeptDraft): void {
  try {
    storage()?.setItem(keyOf(quoteId), JSON.stringify(kept));
  } catch {
    // Full or refused: the builder works on without it.
  }
}

export function forgetKeptDraft(quoteId: number): void {
  try {
    storage()?.removeItem(keyOf(quoteId));
  } catch {
    // Nothing to do.
  }
}
