import { ArrowDown, ArrowUp, Trash2 } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectInput, TextArea, TextInput } from "~/components/form/fields";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { pricePerUnit } from "~/features/pricing/item-schema";
import { centsToDecimal, type AmountsAre } from "~/lib/money";
import { draftFromEditor, editorFromDraft, newLine, type EditorLine, type EditorState } from "../builder-state";
import type { QuoteDraft } from "../draft-schema";
import { priceQuote } from "../pricing";
import { BuilderTotals } from "./builder-totals";
import { DiscountFields } from "./discount-fields";
import { KeptChangesOffer, useKeptChanges } from "./kept-changes";
import { LineEditor, type LabourRate } from "./quote-line-editor";

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
  const { draft: current, errors } = live;
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
                  <Icon icon={ArrowUp} aria-hidden="true" className="size-4" /> Move up
                  <span className="sr-only">{` line ${index + 1}`}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" disabled={index === state.lines.length - 1} onClick={() => move(index, 1)}>
                  <Icon icon={ArrowDown} aria-hidden="true" className="size-4" /> Move down
                  <span className="sr-only">{` line ${index + 1}`}</span>
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => remove(index)}>
                  <Icon icon={Trash2} aria-hidden="true" className="size-4" /> Remove<span className="sr-only">{` line ${index + 1}`}</span>
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

      <BuilderTotals live={live} saving={saving} />
    </Form>
  );
}
