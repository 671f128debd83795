import type { ReactNode } from "react";
import { listValue, textValue, type bindFields } from "~/components/form/bind-fields";
import { Checkbox, ChoiceGroup, optionsOf, TextArea, TextInput } from "~/components/form/fields";
import { AreaPicker, type AreaChoice } from "~/features/tradies/components/area-picker";
import { LICENCE_INFO, LICENCE_KINDS, LICENCE_NUMBER_FIELD, LICENCE_NUMBER_MAX } from "~/features/tradies/licences";
import { TRADE_OPTIONS } from "~/features/tradies/trades";
import { formatMegabytes, PHOTO_ACCEPT } from "~/features/uploads/photos";
import { APPLICATION_LIMITS } from "../schema";

/* The parts of the join application, in the order the form shows them; each reads its fields through the form's binder. */

interface SectionProps {
  field: ReturnType<typeof bindFields>;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-brand-100 bg-white p-5 sm:p-6">
      <legend className="px-1 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The application's "About you" part. */
export function AboutYouSection({ field }: SectionProps) {
  return (
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
  );
}

/** The application's "Your business" part. */
export function BusinessSection({
  field,
  errors,
  maxPhotoBytes,
  photoAgain,
}: SectionProps & { maxPhotoBytes: number; photoAgain: boolean }) {
  return (
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
        hint={`JPEG, PNG or WebP, up to ${formatMegabytes(maxPhotoBytes)}. It goes on your profile once you are approved.${photoAgain ? " If you chose one, please choose it again." : ""}`}
        className="[&_input]:h-auto [&_input]:py-2"
        error={errors.photo}
      />
    </Section>
  );
}

/** The application's "Trades and areas" part. */
export function TradesAndAreasSection({ values, errors, areas }: SectionProps & { areas: readonly AreaChoice[] }) {
  return (
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
  );
}

/** The application's "Licences and insurance" part. */
export function LicencesSection({ field, values, errors }: SectionProps) {
  return (
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
  );
}

/** The application's "Privacy and consent" part. */
export function ConsentSection({ values, errors, business }: SectionProps & { business: { name: string; email: string; phone: string } }) {
  return (
    <Section title="Privacy and consent">
      <div className="space-y-2 text-sm leading-6 text-muted">
        <p>
          <strong className="text-ink">Privacy statement.</strong> {business.name} collects these details to assess your application and, if
          you are approved, to set up your profile and offer you work. Only the staff who review applications see them. Your name, business,
          trades, areas, licences and photo appear on our website only once you are approved. We never sell your details.
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
  );
}
