import { bindFields, listValue, textValue } from "~/components/form/bind-fields";
import { Save } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { formatMobile } from "../contact";
import { LICENCE_EXPIRY_FIELD, LICENCE_INFO, LICENCE_KINDS, LICENCE_NUMBER_FIELD, LICENCE_NUMBER_MAX } from "../licences";
import { TRADIE_LIMITS } from "../schema";
import { TRADE_OPTIONS } from "../trades";
import type { Tradie } from "../types";
import { AreaPicker, type AreaChoice } from "./area-picker";
import { ChoiceGroup, ErrorSummary, TextArea, TextInput } from "../../../components/form/fields";

type Values = Record<string, unknown>;

/** A tradie record as the form's text values. */
export function tradieFormValuesOf(t: Tradie): Values {
  const values: Values = {
    name: t.name,
    businessName: t.businessName ?? "",
    email: t.email ?? "",
    mobile: t.mobile ? formatMobile(t.mobile) : "",
    nzbn: t.nzbn ?? "",
    trades: t.trades,
    areas: t.areas,
    suburbs: t.suburbs,
    bio: t.bio,
    yearsExperience: String(t.yearsExperience),
    insuranceProvider: t.insuranceProvider ?? "",
    insuranceExpiresOn: t.insuranceExpiresOn ?? "",
    jobsCompleted: String(t.jobsCompleted),
  };
  for (const l of t.licences) {
    values[LICENCE_NUMBER_FIELD[l.kind]] = l.number;
    values[LICENCE_EXPIRY_FIELD[l.kind]] = l.expiresOn ?? "";
  }
  return values;
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The tradie's profile and records, for adding a tradie and for editing one. */
export function TradieForm({
  intent,
  areas,
  values,
  errors,
  submitLabel,
}: {
  intent: "create" | "update";
  areas: readonly AreaChoice[];
  values: Values;
  errors: Record<string, string>;
  submitLabel: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const field = bindFields(values, errors);
  return (
    <Form method="post" noValidate className="space-y-5" aria-label="Tradie profile">
      <input type="hidden" name="intent" value={intent} />
      <ErrorSummary errors={errors} />
      <Group title="Who they are">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field("name")} label="Name" autoComplete="off" maxLength={TRADIE_LIMITS.name + 1} />
          <TextInput {...field("businessName")} label="Business name (optional)" autoComplete="off" />
          <TextInput {...field("email")} label="Email (office only)" type="email" autoComplete="off" />
          <TextInput {...field("mobile")} label="Mobile (office only)" type="tel" autoComplete="off" />
          <TextInput {...field("nzbn")} label="NZBN (optional)" inputMode="numeric" />
          <TextInput {...field("yearsExperience")} label="Years of experience" inputMode="numeric" />
        </div>
        <TextArea
          {...field("bio")}
          label="Short bio"
          hint="Shown on their public profile. A short paragraph about their work."
          maxLength={TRADIE_LIMITS.bio + 1}
        />
      </Group>
      <Group title="Trades and areas">
        <ChoiceGroup
          name="trades"
          legend="Trades"
          options={TRADE_OPTIONS.map((t) => ({ value: t, label: t }))}
          selected={listValue(values.trades)}
          error={errors.trades}
        />
        <AreaPicker
          legend="Areas covered"
          areas={areas}
          selectedAreas={listValue(values.areas)}
          selectedSuburbs={listValue(values.suburbs)}
          error={errors.areas ?? errors.suburbs}
        />
      </Group>
      <Group title="Licences and insurance">
        <p className="text-sm text-muted">
          Check each number with its register. A licence or insurance past its expiry date suspends the tradie and hides their profile.
        </p>
        {LICENCE_KINDS.map((kind) => (
          <div key={kind} className="grid gap-4 sm:grid-cols-2">
            <TextInput
              {...field(LICENCE_NUMBER_FIELD[kind])}
              label={`${LICENCE_INFO[kind].short} number`}
              hint={LICENCE_INFO[kind].name}
              maxLength={LICENCE_NUMBER_MAX + 1}
            />
            <TextInput
              {...field(LICENCE_EXPIRY_FIELD[kind])}
              label={`${LICENCE_INFO[kind].short} expiry date`}
              hint="Leave blank if none"
              type="date"
            />
          </div>
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput {...field("insuranceProvider")} label="Public liability insurer" />
          <TextInput
            {...field("insuranceExpiresOn")}
            label="Insurance expiry date"
            hint="Needed before the profile can be published"
            type="date"
          />
        </div>
      </Group>
      <Group title="Track record">
        <p className="text-sm text-muted">The rating and number of reviews come from the published reviews of their jobs.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextInput
            name="jobsCompleted"
            label="Jobs completed"
            inputMode="numeric"
            defaultValue={textValue(values.jobsCompleted) || "0"}
            error={errors.jobsCompleted}
          />
        </div>
      </Group>
      <Button type="submit" disabled={saving}>
        <Icon icon={Save} aria-hidden="true" className="size-5" />
        {saving ? "Saving..." : submitLabel}
      </Button>
    </Form>
  );
}
