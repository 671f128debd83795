import { bindFields, listValue, textValue } from "~/components/form/bind-fields";
import { Send } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/form/form-alert";
import { fieldErrors } from "~/lib/field-errors";
import { AreaPicker, type AreaChoice } from "~/features/tradies/components/area-picker";
import { Checkbox, ChoiceGroup, ErrorSummary, optionsOf, TextArea, TextInput } from "~/components/form/fields";
import { LICENCE_INFO, LICENCE_KINDS, LICENCE_NUMBER_FIELD, LICENCE_NUMBER_MAX } from "~/features/tradies/licences";
import { TRADE_OPTIONS } from "~/features/tradies/trades";
import { formatMegabytes, PHOTO_ACCEPT, photoFileProblem } from "~/features/uploads/photos";
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "../bot-fields";
import { APPLICATION_LIMITS, applicationFormValues, applicationSchema, type ApplicationFormResult } from "../schema";

interface Props {
  areas: readonly AreaChoice[];
  startedAt: number;
  maxPhotoBytes: number;
  business: { name: string; email: string; phone: string };
  result?: ApplicationFormResult;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-brand-100 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
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
      onChange={(event) => {
        if (attempted.current) setBrowserErrors(check(event.currentTarget));
      }}
      className="space-y-6"
      aria-label="Tradie application"
    >
      {failed && (failed.status !== 400 || !failed.errors) ? <FormAlert>{failed.message}</FormAlert> : null}
      {/* The suburbs are part of the area picker, whose first box is the place to go back to. */}
      <ErrorSummary ref={summary} errors={errors.suburbs && !errors.areas ? { ...errors, areas: errors.suburbs, suburbs: "" } : errors} />

      <Section title="About you">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            {...field("fullName")}
            label="Full name"
            autoComplete="name"
            maxLength={APPLICATION_LIMITS.fullName + 1}
            className="sm:col-span-2"
          />
          <TextInput
            {...field("email")}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={APPLICATION_LIMITS.email + 1}
          />
          <TextInput
            {...field("mobile")}
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="A New Zealand mobile, like 021 123 4567"
          />
        </div>
      </Section>

      <Section title="Your business">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput
            {...field("businessName")}
            label="Business name"
            autoComplete="organization"
            hint="Your trading name, or your own name if you trade under it"
            maxLength={APPLICATION_LIMITS.businessName + 1}
          />
          <TextInput
            {...field("nzbn")}
            label="NZBN (optional)"
            inputMode="numeric"
            hint="The 13-digit New Zealand Business Number, if you have one"
          />
          <TextInput {...field("yearsExperience")} label="Years of experience in your trade" inputMode="numeric" className="sm:max-w-56" />
        </div>
        <TextArea
          {...field("about")}
          label="About your business"
          hint="The work you do best, the size of your team, and anything homeowners should know. This helps us match you with the right jobs."
          maxLength={APPLICATION_LIMITS.about + 1}
        />
        <TextInput
          name="photo"
          label="A photo of you, or your logo (optional)"
          type="file"
          accept={PHOTO_ACCEPT}
          hint={`JPEG, PNG or WebP, up to ${formatMegabytes(maxPhotoBytes)}. It goes on your profile once you are approved.${failed?.errors ? " If you chose one, please choose it again." : ""}`}
          className="[&_input]:h-auto [&_input]:py-2"
          error={errors.photo}
        />
      </Section>

      <Section title="Trades and areas">
        <ChoiceGroup
          name="trades"
          legend="Trades you offer"
          hint="Tick every trade you are qualified for."
          options={optionsOf(TRADE_OPTIONS)}
          selected={listValue(values.trades)}
          error={errors.trades}
        />
        <AreaPicker
          areas={areas}
          selectedAreas={listValue(values.areas)}
          selectedSuburbs={listValue(values.suburbs)}
          error={errors.areas ?? errors.suburbs}
        />
      </Section>

      <Section title="Licences and insurance">
        <p className="text-sm text-muted">
          Fill in each licence or registration you hold; leave the others blank. We check every number with its register.
        </p>
        <div className="grid gap-5 sm:grid-cols-3">
          {LICENCE_KINDS.map((kind) => (
            <TextInput
              key={kind}
              {...field(LICENCE_NUMBER_FIELD[kind])}
              label={`${LICENCE_INFO[kind].numberLabel} (${LICENCE_INFO[kind].short})`}
              hint={LICENCE_INFO[kind].name}
              maxLength={LICENCE_NUMBER_MAX + 1}
            />
          ))}
        </div>
        <ChoiceGroup
          name="publicLiability"
          type="radio"
          legend="Do you have public liability insurance?"
          hint="We ask for current cover before a profile goes live."
          options={[
            { value: "yes", label: "Yes" },
            { value: "no", label: "No, not yet" },
          ]}
          selected={[textValue(values.publicLiability)]}
          error={errors.publicLiability}
          optionsClassName="flex flex-wrap gap-3"
        />
      </Section>

      <Section title="Privacy and consent">
        <div className="space-y-2 text-sm leading-6 text-muted">
          <p>
            <strong className="text-ink">Privacy statement.</strong> {business.name} collects these details to assess your application and,
            if you are approved, to set up your profile and offer you work. Only the staff who review applications see them. Your name,
            business, trades, areas, licences and photo appear on our website only once you are approved. We never sell your details.
          </p>
          <p>
            You may ask to see or correct anything we hold about you: email{" "}
            <a href={`mailto:${business.email}`} className="font-semibold text-brand-700 underline">
              {business.email}
            </a>{" "}
            or call {business.phone}. Read our{" "}
            <a href="/privacy-policy" className="font-semibold text-brand-700 underline">
              privacy policy
            </a>{" "}
            for the details.
          </p>
        </div>
        <div className="space-y-4">
          <Checkbox
            name="consentContact"
            label="I agree to be contacted by phone and email about my application."
            defaultChecked={values.consentContact === "yes"}
            error={errors.consentContact}
          />
          <Checkbox
            name="consentPrivacy"
            label="I have read the privacy statement and agree to it."
            defaultChecked={values.consentPrivacy === "yes"}
            error={errors.consentPrivacy}
          />
          <Checkbox
            name="consentCriminalCheck"
            label="I consent to a Ministry of Justice criminal record check. You will send me the Ministry's form to sign, and the result is seen only by the staff who review my application."
            defaultChecked={values.consentCriminalCheck === "yes"}
            error={errors.consentCriminalCheck}
          />
        </div>
      </Section>

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
