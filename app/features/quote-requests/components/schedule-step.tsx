import { useEffect, useMemo, useState, type CSSProperties } from "react";
import { DayPicker, type Matcher } from "react-day-picker";
import { enNZ } from "react-day-picker/locale";
import "react-day-picker/style.css";
import { useController, useFormContext } from "react-hook-form";
import { TIME_SLOTS } from "../constants";
import { closedWeekdays, firstBookableDay, openingHoursOf, timeSlotsOn } from "../time-slots";
import { formatClockText, formatIsoDay, isIsoDay, isoDayFromLocalDate, localDateFromIsoDay, todayInAuckland } from "~/lib/clock";
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

/** "09:00 AM" → "9 am", "12:00 PM" → "12 pm". */
const shortTime = (slot: string) => `${Number(slot.slice(0, 2))} ${slot.slice(-2).toLowerCase()}`;

/**
 * Step 2: a calendar and a time. The calendar works in the browser's local dates but only
 * ever reads their year, month and day, so the chosen YYYY-MM-DD is the day the person
 * clicked in any time zone; days before today in Auckland, days the business is closed, and
 * today once its times are past are disabled. The times are those the business is open on the
 * chosen day (docs/decisions/0147), from the hours the page carries.
 */
export function ScheduleStep() {
  const { formState, getValues, setValue } = useFormContext<QuoteRequest>();
  const { field: date, fieldState: dateState } = useController<QuoteRequest, "preferredDate">({ name: "preferredDate" });
  const [hours] = useState(() => (typeof document === "undefined" ? undefined : openingHoursOf(document.body)));
  const todayIso = todayInAuckland();
  const today = localDateFromIsoDay(todayIso);
  const chosenDay = isIsoDay(date.value) ? date.value : null;
  const selected = chosenDay ? localDateFromIsoDay(chosenDay) : undefined;
  const slots = useMemo(() => (chosenDay ? timeSlotsOn(chosenDay, hours) : TIME_SLOTS), [chosenDay, hours]);
  const timeError = formState.errors.preferredTime?.message;
  const closed = closedWeekdays(hours);
  const disabled: Matcher[] = [{ before: today }, ...(closed.length ? [{ dayOfWeek: closed }] : [])];
  if (timeSlotsOn(todayIso, hours).length === 0) disabled.push(today);
  const firstDay = firstBookableDay(hours);
  // Opened on the first day that has a time left, so a keyboard always finds a day to focus.
  const opensOn = selected ?? (firstDay ? localDateFromIsoDay(firstDay) : today);

  // A time chosen for another day that this day does not offer is cleared, not sent.
  useEffect(() => {
    const time = getValues("preferredTime");
    if (time && !slots.includes(time)) setValue("preferredTime", "", { shouldValidate: false });
  }, [slots, getValues, setValue]);

  const hint =
    chosenDay && slots.length
      ? `On ${formatIsoDay(chosenDay).split(" ")[0]} we can come from ${shortTime(slots[0])} to ${shortTime(slots[slots.length - 1])}.`
      : undefined;

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
          disabled={disabled}
          today={today}
          startMonth={today}
          defaultMonth={opensOn}
          aria-labelledby="quote-date-label"
          style={calendarTheme}
          className="mt-1 text-ink"
          footer={<p className="mt-2 text-sm text-muted">{chosenDay ? `Selected: ${formatIsoDay(chosenDay)}` : "Choose a day."}</p>}
        />
        <FieldError id={fieldId("preferredDate", QUOTE_SCOPE)} message={dateState.error?.message} />
      </div>
      <div className="sm:pt-6">
        <OptionsSelect
          name="preferredTime"
          label="Preferred Time"
          placeholder="Select a time"
          options={slots}
          optionLabel={formatClockText}
          error={timeError}
          hint={hint}
        />
      </div>
    </div>
  );
}
