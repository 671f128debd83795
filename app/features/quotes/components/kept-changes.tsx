import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { formatWhen } from "~/lib/clock";
import { forgetKeptDraft, keepDraft, readKeptDraft, type KeptDraft } from "../builder-draft";
import { draftFromEditor, editorFromDraft, type EditorState } from "../builder-state";
import type { QuoteDraft } from "../draft-schema";

/**
 * The builder's unsaved changes kept in this browser (builder-draft.ts): written as staff type,
 * forgotten once saved or discarded, and on opening the quote any kept from before are offered
 * back (never applied unasked, and never overwritten until staff choose).
 */
export function useKeptChanges(quoteId: number, draft: QuoteDraft, state: EditorState, currentJson: string) {
  // The saved draft as the builder would write it, so a draft read back and unchanged compares equal.
  const savedJson = useMemo(() => JSON.stringify(draftFromEditor(editorFromDraft(draft)).draft), [draft]);
  const unsaved = currentJson !== savedJson;
  const [offer, setOffer] = useState<KeptDraft | null>(null);
  // Until the kept changes have been read (and, if any, answered), nothing is written over them.
  const waiting = useRef(true);

  useEffect(() => {
    const found = readKeptDraft(quoteId);
    const savedSince = found?.saving && found.base !== savedJson;
    if (!found || savedSince || JSON.stringify(draftFromEditor(found.state).draft) === savedJson) {
      forgetKeptDraft(quoteId);
      waiting.current = false;
    } else setOffer(found);
  }, [quoteId, savedJson]);

  useEffect(() => {
    if (waiting.current) return;
    if (unsaved) keepDraft(quoteId, { base: savedJson, state, at: new Date().toISOString() });
    else forgetKeptDraft(quoteId);
  }, [quoteId, savedJson, state, unsaved]);

  const settle = () => {
    waiting.current = false;
    setOffer(null);
  };
  return {
    unsaved,
    savedJson,
    offer,
    settle,
    discard: () => {
      forgetKeptDraft(quoteId);
      settle();
    },
    saving: () => {
      if (unsaved) keepDraft(quoteId, { base: savedJson, state, at: new Date().toISOString(), saving: true });
    },
  };
}

export function KeptChangesOffer({
  offer,
  savedSince,
  onRestore,
  onDiscard,
}: {
  offer: KeptDraft;
  savedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const lines = offer.state.lines.length;
  return (
    <div role="status" className="rounded-md border border-accent-500 bg-accent-400/15 p-4">
      <p className="font-semibold">{`This browser kept changes you had not saved, from ${formatWhen(offer.at)} (${lines} ${lines === 1 ? "line" : "lines"}).`}</p>
      <p className="mt-1 text-sm text-muted">
        {savedSince
          ? "The quote has been saved since then. Restoring puts these changes in place of what was saved, until you save again."
          : "Restore them to carry on where you left off, or discard them to keep the quote as saved."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          Restore unsaved changes
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          Discard them
        </Button>
      </div>
    </div>
  );
}
