import type { CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { enNZ } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useController, useFormContext } from "react-hook-form";
import { TIME_SLOTS } from "../constants";
import { formatIsoDay, isIsoDay, isoDayFromLocalDate, localDateFromIsoDay, todayInAuckland } from "~/lib/clock";
import type { QuoteRequest } from "../schema";
import { FieldError, fieldId } from "~/components/form/fields";
import { OptionsSelect, QUOTE_SCOPE } from "./field";

const calendarTheme = {
  "--rdp-accent-color": "var(--color-brand-700)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
  "--rdp-day-width": "42px",
  "--rdp-day-height": "42px",
  "--rdp-day_button-width": "40px",
  "--rdp-day_button-height": "40px",
} as CSSProperties;

/**
 * Step 2: a calendar and a time. The calendar works in the browser's local dates but only
 * ever reads their year, month and day, so the chosen YYYY-MM-DD is the day the person
 * clicked in any time zone; days before today in Auckland are disabled.
 */
export function ScheduleStep() {
  const { formState } = useFormContext<QuoteRequest>();
  const { field: date, fieldState: dateState } = useController<QuoteRequest, "preferredDate">({ name: "preferredDate" });
  const today = localDateFromIsoDay(todayInAuckland());
  const selected = isIsoDay(date.value) ? localDateFromIsoDay(date.value) : undefined;
  const timeError = formState.errors.preferredTime?.message;

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      <div role="group" aria-labelledby="quote-date-label" aria-describedby={dateState.error ? "quote-preferredDate-error" : undefined}>
        <p id="quote-date-label" className="text-sm font-semibold text-ink">
          Preferred Date
        </p>
        <DayPicker
          mode="single"
          // A second click (or a double-click) on the chosen day keeps it chosen (issue 20.2).
          required
          locale={enNZ}
          selected={selected}
          onSelect={(day: Date | undefined) => date.onChange(day ? isoDayFromLocalDate(day) : "")}
          disabled={{ before: today }}
          today={today}
          startMonth={today}
          defaultMonth={selected ?? today}
          aria-labelledby="quote-date-label"
          style={calendarTheme}
          className="mt-1 text-ink"
          footer={<p className="mt-2 text-sm text-muted">{selected ? `Selected: ${formatIsoDay(date.value)}` : "Choose a day."}</p>}
        />
        <FieldError id={fieldId("preferredDate", QUOTE_SCOPE)} message={dateState.error?.message} />
      </div>
      <div className="sm:pt-6">
        <OptionsSelect name="preferredTime" label="Preferred Time" placeholder="Select a time" options={TIME_SLOTS} error={timeError} />
      </div>
    </div>
  );
}
