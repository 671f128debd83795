import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { pricePerUnit } from "~/features/pricing/item-schema";
import { formatWhen } from "~/lib/clock";
import { centsToDecimal, formatMoney, type AmountsAre } from "~/lib/money";
import { forgetKeptDraft, keepDraft, readKeptDraft, type KeptDraft } from "../builder-draft";
import { draftFromEditor, editorFromDraft, newLine, type DiscountKind, type EditorLine, type EditorState } from "../builder-state";
import type { QuoteDraft } from "../draft-schema";
import { priceQuote } from "../pricing";

/*
 * The staff quote builder (docs/decisions/0103): lines of every kind, optional items, discounts
 * and a deposit, with the totals priced by the same priceQuote as the server and the customer
 * page as staff type. Saving sends the whole draft; the server checks it again.
 */

export interface PriceChoice {
  id: number;
  code: string;
  name: string;
  description: string;
  unit: string;
  unitPriceCents: number;
  amountsAre: AmountsAre;
}

export interface LabourRate {
  name: string;
  rateCents: number;
}

const KIND_LABELS: Record<EditorLine["kind"], string> = {
  item: "Price-list item",
  labour: "Labour",
  material: "Material",
  text: "Note",
  heading: "Section heading",
};

const DISCOUNT_OPTIONS = [
  { value: "none", label: "None" },
  { value: "percent", label: "Percentage (%)" },
  { value: "amount", label: "Amount ($)" },
];

function liveTotals(state: EditorState, gstRounding: "line" | "total") {
  const { draft, errors } = draftFromEditor(state);
  if (Object.keys(errors).length) return { draft, errors, totals: null, problem: null };
  try {
    return { draft, errors, totals: priceQuote({ ...draft, gstRounding, discount: draft.discount ?? undefined }), problem: null };
  } catch (error) {
    return { draft, errors, totals: null, problem: error instanceof RangeError ? error.message : "These lines cannot be priced" };
  }
}

export function QuoteBuilder({
  quoteId,
  draft,
  gstRounding,
  priceItems,
  labourRates,
  labourAmountsAre,
  failure,
  onUnsavedChange,
}: {
  quoteId: number;
  draft: QuoteDraft;
  gstRounding: "line" | "total";
  priceItems: PriceChoice[];
  labourRates: LabourRate[];
  labourAmountsAre: AmountsAre;
  failure: string | null;
  /** Told whether what is on screen differs from the saved draft. */
  onUnsavedChange?: (unsaved: boolean) => void;
}) {
  const [state, setState] = useState<EditorState>(() => editorFromDraft(draft));
  const [pick, setPick] = useState("");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const live = liveTotals(state, gstRounding);
  const { draft: current, errors, totals } = live;
  const kept = useKeptChanges(quoteId, draft, state, JSON.stringify(current));
  useEffect(() => onUnsavedChange?.(kept.unsaved), [kept.unsaved, onUnsavedChange]);
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);

  const setLine = (index: number, change: Partial<EditorLine>) =>
    setState((s) => ({ ...s, lines: s.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) }));
  const move = (index: number, by: number) =>
    setState((s) => {
      const lines = [...s.lines];
      const [line] = lines.splice(index, 1);
      lines.splice(index + by, 0, line);
      return { ...s, lines };
    });
  const remove = (index: number) => setState((s) => ({ ...s, lines: s.lines.filter((_, i) => i !== index) }));
  const add = (line: EditorLine) => setState((s) => ({ ...s, lines: [...s.lines, line] }));

  const addPriceItem = () => {
    const item = priceItems.find((p) => String(p.id) === pick);
    if (!item) return;
    add(
      newLine("item", item.amountsAre, {
        description: item.description ? `${item.name}\n${item.description}` : item.name,
        price: centsToDecimal(item.unitPriceCents),
        unit: item.unit,
      }),
    );
    setPick("");
  };

  return (
    <Form method="post" className="space-y-6" noValidate onSubmit={kept.saving}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="draft" value={JSON.stringify(current)} />
      <UnsavedChangesGuard when={kept.unsaved}>
        This quote has changes that are not saved. They stay in this browser, and the quote offers them back when you open it again.
      </UnsavedChangesGuard>
      {kept.offer ? (
        <KeptChangesOffer
          offer={kept.offer}
          savedSince={kept.offer.base !== kept.savedJson}
          onRestore={() => {
            setState(kept.offer!.state);
            kept.settle();
          }}
          onDiscard={kept.discard}
        />
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="text-lg font-semibold">
          Lines
        </h2>
        {state.lines.length === 0 ? <p className="text-sm text-muted">No lines yet: add them below.</p> : null}
        <ol className="space-y-3">
          {state.lines.map((line, index) => (
            <li key={index} className="rounded-md border border-slate-300 bg-white p-3" data-line-kind={line.kind}>
              <LineEditor
                line={line}
                index={index}
                errors={errors}
                labourRates={labourRates}
                onChange={(change) => setLine(index, change)}
              />
              <div className="mt-2 flex flex-wrap gap-2">
                <Button type="button" size="sm" variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                  <ArrowUp aria-hidden="true" className="size-4" /> Move up<span className="sr-only">{` line ${index + 1}`}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" disabled={index === state.lines.length - 1} onClick={() => move(index, 1)}>
                  <ArrowDown aria-hidden="true" className="size-4" /> Move down<span className="sr-only">{` line ${index + 1}`}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" className="size-4" /> Remove<span className="sr-only">{` line ${index + 1}`}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-end gap-2 rounded-md border border-dashed border-slate-400 p-3">
          <SelectInput
            name="pick"
            scope="add"
            label="Price-list item"
            compact
            className="min-w-64"
            value={pick}
            onChange={(event) => setPick(event.target.value)}
            options={[
              { value: "", label: "Choose an item" },
              ...priceItems.map((p) => ({
                value: String(p.id),
                label: `${p.code}: ${p.name} (${pricePerUnit(p.unitPriceCents, p.unit)})`,
              })),
            ]}
          />
          <Button type="button" size="sm" variant="outline" onClick={addPriceItem} disabled={!pick}>
            Add item
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              add(
                newLine("labour", labourAmountsAre, {
                  description: "Labour",
                  price: labourRates[0] ? centsToDecimal(labourRates[0].rateCents) : "",
                }),
              )
            }
          >
            Add labour
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => add(newLine("material", "exclusive", { markup: "20" }))}>
            Add material
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => add(newLine("text", state.amountsAre))}>
            Add note
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => add(newLine("heading", state.amountsAre))}>
            Add heading
          </Button>
        </div>
      </section>

      <section aria-labelledby="whole-heading" className="grid gap-4 rounded-md border border-slate-300 bg-white p-4 sm:grid-cols-2">
        <h2 id="whole-heading" className="text-lg font-semibold sm:col-span-2">
          The whole quote
        </h2>
        <SelectInput
          name="amountsAre"
          label="Prices shown"
          compact
          value={state.amountsAre}
          onChange={(e) => setState((s) => ({ ...s, amountsAre: e.target.value as AmountsAre }))}
          options={[
            { value: "inclusive", label: "Including GST (homeowners)" },
            { value: "exclusive", label: "Excluding GST (trade customers)" },
          ]}
        />
        <TextInput
          name="validUntil"
          type="date"
          label="Valid until"
          compact
          value={state.validUntil}
          onChange={(e) => setState((s) => ({ ...s, validUntil: e.target.value }))}
        />
        <DiscountFields
          name="discount"
          label="Discount on the whole quote"
          kind={state.discountKind}
          value={state.discountValue}
          error={errors.discount}
          onChange={(kind, value) => setState((s) => ({ ...s, discountKind: kind, discountValue: value }))}
        />
        <DiscountFields
          name="deposit"
          label="Deposit"
          kind={state.depositKind}
          value={state.depositValue}
          error={errors.deposit}
          onChange={(kind, value) => setState((s) => ({ ...s, depositKind: kind, depositValue: value }))}
        />
        <TextArea
          name="scope"
          label="Scope of work"
          className="sm:col-span-2"
          compact
          value={state.scope}
          onChange={(e) => setState((s) => ({ ...s, scope: e.target.value }))}
        />
        <div className="flex items-center gap-3 sm:col-span-2">
          <input
            id="field-followUps"
            type="checkbox"
            checked={state.followUps}
            onChange={(e) => setState((s) => ({ ...s, followUps: e.target.checked }))}
            className="size-5 accent-brand-700"
          />
          <label htmlFor="field-followUps">Send automatic follow-up emails while the customer has not answered (set in Settings)</label>
        </div>
        <TextArea
          name="terms"
          label="Terms"
          className="sm:col-span-2"
          compact
          value={state.terms}
          onChange={(e) => setState((s) => ({ ...s, terms: e.target.value }))}
        />
      </section>

      <section
        aria-labelledby="totals-heading"
        aria-live="polite"
        className="sticky bottom-0 z-10 flex flex-wrap items-end justify-between gap-4 rounded-md border border-brand-600 bg-brand-50 p-4 shadow-lg"
      >
        <div>
          <h2 id="totals-heading" className="text-lg font-semibold">
            Totals
          </h2>
          {totals ? (
            <dl className="mt-2 grid max-w-sm grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="builder-totals">
              {totals.quoteDiscountCents !== 0 ? (
                <>
                  <dt>Subtotal</dt>
                  <dd className="text-right tabular-nums">{formatMoney(totals.subtotalCents)}</dd>
                  <dt>Discount</dt>
                  <dd className="text-right tabular-nums">{formatMoney(totals.quoteDiscountCents)}</dd>
                </>
              ) : null}
              <dt>Excluding GST</dt>
              <dd className="text-right tabular-nums">{formatMoney(totals.gst.exclusive)}</dd>
              <dt>GST 15%</dt>
              <dd className="text-right tabular-nums">{formatMoney(totals.gst.gst)}</dd>
              <dt className="font-bold">Including GST</dt>
              <dd className="text-right font-bold tabular-nums" data-testid="builder-total">
                {formatMoney(totals.gst.inclusive)}
              </dd>
              {totals.depositCents > 0 ? (
                <>
                  <dt>Deposit</dt>
                  <dd className="text-right tabular-nums">{formatMoney(totals.depositCents)}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className="mt-2 text-sm">{live.problem ?? "Fix the highlighted fields to see the totals."}</p>
          )}
          <p className="mt-2 text-sm text-muted">Optional items are not in these totals until the customer ticks them.</p>
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save draft"}
        </Button>
      </section>
    </Form>
  );
}

/**
 * The builder's unsaved changes kept in this browser (builder-draft.ts): written as staff type,
 * forgotten once saved or discarded, and on opening the quote any kept from before are offered
 * back (never applied unasked, and never overwritten until staff choose).
 */
function useKeptChanges(quoteId: number, draft: QuoteDraft, state: EditorState, currentJson: string) {
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

function KeptChangesOffer({
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

function DiscountFields({
  name,
  label,
  kind,
  value,
  error,
  onChange,
  scope,
}: {
  name: string;
  label: string;
  kind: DiscountKind;
  value: string;
  error?: string;
  onChange: (kind: DiscountKind, value: string) => void;
  scope?: string;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SelectInput
        name={`${name}Kind`}
        scope={scope}
        label={label}
        compact
        className="w-44"
        value={kind}
        onChange={(e) => onChange(e.target.value as DiscountKind, value)}
        options={DISCOUNT_OPTIONS}
      />
      {kind !== "none" ? (
        <TextInput
          name={`${name}Value`}
          scope={scope}
          label={kind === "percent" ? "Percentage" : "Amount ($)"}
          inputMode="decimal"
          compact
          className="w-28"
          value={value}
          error={error}
          onChange={(e) => onChange(kind, e.target.value)}
        />
      ) : null}
    </div>
  );
}

function LineEditor({
  line,
  index,
  errors,
  labourRates,
  onChange,
}: {
  line: EditorLine;
  index: number;
  errors: Record<string, string>;
  labourRates: LabourRate[];
  onChange: (change: Partial<EditorLine>) => void;
}) {
  const scope = `line-${index}`;
  const at = `lines.${index}`;
  const title = `${KIND_LABELS[line.kind]} (line ${index + 1})`;
  if (line.kind === "text" || line.kind === "heading")
    return (
      <TextInput
        name="description"
        scope={scope}
        label={title}
        compact
        value={line.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
    );
  const priceLabel = line.kind === "labour" ? "Rate per hour ($)" : line.kind === "material" ? "Cost each ($)" : "Unit price ($)";
  return (
    <div className="flex flex-wrap items-start gap-3">
      <TextArea
        name="description"
        scope={scope}
        label={title}
        compact
        className="w-full"
        value={line.description}
        onChange={(e) => onChange({ description: e.target.value })}
      />
      <TextInput
        name="quantity"
        scope={scope}
        label={line.kind === "labour" ? "Hours" : "Quantity"}
        inputMode="decimal"
        step={line.kind === "labour" ? 0.25 : undefined}
        compact
        className="w-24"
        value={line.quantity}
        error={errors[`${at}.quantity`]}
        onChange={(e) => onChange({ quantity: e.target.value })}
      />
      {line.kind === "labour" && labourRates.length > 1 ? (
        <SelectInput
          name="rate"
          scope={scope}
          label="Rate"
          compact
          className="w-56"
          value=""
          onChange={(e) => e.target.value && onChange({ price: e.target.value })}
          options={[
            { value: "", label: "Pick a rate" },
            ...labourRates.map((r) => ({ value: centsToDecimal(r.rateCents), label: `${r.name}: ${formatMoney(r.rateCents)}` })),
          ]}
        />
      ) : null}
      <TextInput
        name="price"
        scope={scope}
        label={priceLabel}
        inputMode="decimal"
        compact
        className="w-36"
        value={line.price}
        error={errors[`${at}.price`]}
        onChange={(e) => onChange({ price: e.target.value })}
      />
      {line.kind === "material" ? (
        <TextInput
          name="markup"
          scope={scope}
          label="Markup (%)"
          hint="Never shown to the customer"
          inputMode="decimal"
          compact
          className="w-40"
          value={line.markup}
          error={errors[`${at}.markup`]}
          onChange={(e) => onChange({ markup: e.target.value })}
        />
      ) : null}
      <SelectInput
        name="amountsAre"
        scope={scope}
        label="Price entered"
        compact
        className="w-32"
        value={line.amountsAre}
        onChange={(e) => onChange({ amountsAre: e.target.value as AmountsAre })}
        options={[
          { value: "inclusive", label: "Incl. GST" },
          { value: "exclusive", label: "Excl. GST" },
        ]}
      />
      <DiscountFields
        name="discount"
        scope={scope}
        label="Line discount"
        kind={line.discountKind}
        value={line.discountValue}
        error={errors[`${at}.discount`]}
        onChange={(kind, value) => onChange({ discountKind: kind, discountValue: value })}
      />
      <div className="w-full">
        <div className="flex items-center gap-3">
          <input
            id={`${scope}-optional`}
            type="checkbox"
            checked={line.optional}
            onChange={(e) => onChange({ optional: e.target.checked })}
            className="size-5 accent-brand-700"
          />
          <label htmlFor={`${scope}-optional`}>Optional: the customer ticks it to add it</label>
        </div>
      </div>
    </div>
  );
}
