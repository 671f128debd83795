import { bindFields } from "~/components/form/bind-fields";
import { Send } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/form/form-alert";
import { fieldErrors } from "~/lib/field-errors";
import type { AreaChoice } from "~/features/tradies/components/area-picker";
import { ErrorSummary } from "~/components/form/fields";
import { TRADE_OPTIONS } from "~/features/tradies/trades";
import { photoFileProblem } from "~/features/uploads/photos";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../bot-fields";
import { applicationFormValues, applicationSchema, type ApplicationFormResult } from "../schema";
import { AboutYouSection, BusinessSection, ConsentSection, LicencesSection, TradesAndAreasSection } from "./application-sections";

interface Props {
  areas: readonly AreaChoice[];
  startedAt: number;
  maxPhotoBytes: number;
  business: { name: string; email: string; phone: string };
  result?: ApplicationFormResult;
}

/**
 * The join application. A plain form post that the server checks and stores, so it works
 * before (or without) JavaScript; once the page is interactive, the same schema checks it in
 * the browser first and every problem is listed at the top, linked to its field.
 */
export function ApplicationForm({ areas, startedAt, maxPhotoBytes, business, result }: Props) {
  // A plain form post and a page load (the join page is an island, docs/decisions/0121): sending until the answer arrives.
  const [sending, setSending] = useState(false);
  const schema = useMemo(() => applicationSchema({ trades: TRADE_OPTIONS, areas }), [areas]);
  const [browserErrors, setBrowserErrors] = useState<Record<string, string> | null>(null);
  const [checks, setChecks] = useState(0);
  // Once sent (the server refused it, or the browser's own check did), every change is checked again.
  const attempted = useRef(Boolean(result && !result.ok));
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors = browserErrors ?? failed?.errors ?? {};
  const values = failed?.values ?? {};
  const field = bindFields(values, errors);
  const parts = { field, values, errors };

  const check = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = schema.safeParse(applicationFormValues(data));
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    const photo = photoFileProblem(data.get("photo") as File | null, maxPhotoBytes);
    return photo ? { ...found, photo } : found;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    attempted.current = true;
    const found = check(event.currentTarget);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setBrowserErrors(found);
      setChecks((n) => n + 1);
    } else {
      setBrowserErrors(null);
      setSending(true);
    }
  };

  // After a check that found problems (the browser's or the server's), go to the list of them.
  useEffect(() => {
    if (checks > 0) summary.current?.focus();
  }, [checks]);
  useEffect(() => {
    if (failed?.errors) summary.current?.focus();
  }, [failed]);

  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      // An input event, not a change event: it comes at each keystroke from text fields as well
      // as from boxes and lists, in React and in the Preact that runs it in the browser.
      onInput={(event) => {
        if (attempted.current) setBrowserErrors(check(event.currentTarget));
      }}
      className="space-y-6"
      aria-label="Tradie application"
    >
      {failed && (failed.status !== 400 || !failed.errors) ? <FormAlert>{failed.message}</FormAlert> : null}
      {/* The suburbs are part of the area picker, whose first box is the place to go back to. */}
      <ErrorSummary ref={summary} errors={errors.suburbs && !errors.areas ? { ...errors, areas: errors.suburbs, suburbs: "" } : errors} />

      <AboutYouSection {...parts} />
      <BusinessSection {...parts} maxPhotoBytes={maxPhotoBytes} photoAgain={Boolean(failed?.errors)} />
      <TradesAndAreasSection {...parts} areas={areas} />
      <LicencesSection {...parts} />
      <ConsentSection {...parts} business={business} />

      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="apply-website">Leave this field empty</label>
        <input id="apply-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />

      <Button type="submit" size="lg" disabled={sending}>
        <Icon icon={Send} className="size-5" />
        {sending ? "Sending your application..." : "Send my application"}
      </Button>
    </form>
  );
}
