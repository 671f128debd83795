import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, useWatch, type FieldErrors } from "react-hook-form";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { THANK_YOU_PATH, thankYouPath } from "~/lib/thank-you";
import { PageDialog } from "~/components/ui/page-dialog";
import { useModal } from "~/components/ui/use-modal";
import { QUOTE_STEPS } from "../constants";
import { quoteRequestSchema, type QuoteField, type QuoteRequest } from "../schema";
import { newIdempotencyKey, QuoteSubmitError, sendQuoteRequest, type SentQuoteRequest } from "../send-quote-request";
import { PHOTO_TOKEN_FRAGMENT } from "../request-photo-limits";
import { serviceChoice } from "../service-choice";
import { firstStepWithError, QUOTE_DIALOG_TEXT, QUOTE_STEPS_CONTENT } from "../steps";
import type { ContactPreference } from "~/features/customers/contact-preference";
import { isVisitFrequency, RECURRING_SERVICES, type VisitFrequency } from "~/features/catalogue/regular-visits";
import type { CarriedFirstStep } from "../first-step-markers";
import { ContactStep } from "./contact-step";
import { QuoteProgress } from "./quote-progress";
import { ScheduleStep } from "./schedule-step";
import { ServiceStep } from "./service-step";
import { QuoteStepFooter } from "./step-footer";

/** Spec section 8: what the person sees when a submission fails. */
const QUOTE_FAILURE = "Failed to submit your request. Please try again or contact us directly.";
const QUOTE_DIALOG_ID = "quote-form";

const EMPTY: QuoteRequest = {
  service: "",
  preferredDate: "",
  preferredTime: "",
  name: "",
  email: "",
  phone: "",
  address: "",
  suburb: "",
  message: "",
};

interface QuoteModalProps {
  open: boolean;
  initialService: string;
  /** What the page's plain first step held, when the form takes its place (docs/decisions/0239). */
  carried?: CarriedFirstStep;
  onOpenChange(open: boolean): void;
}

export default function QuoteModal({ open, initialService, carried, onOpenChange }: QuoteModalProps) {
  const form = useForm<QuoteRequest>({ resolver: zodResolver(quoteRequestSchema), defaultValues: EMPTY, mode: "onTouched" });
  const { control, setValue, getValues, trigger, reset, setError, handleSubmit, formState } = form;
  const [step, setStep] = useState(1);
  const [preference, setPreference] = useState<ContactPreference>("email");
  const [visitsEvery, setVisitsEvery] = useState<VisitFrequency | "">("");
  // Said in the dialog, where focus is: the page behind a modal dialog is inert, a toast there unheard.
  const [failure, setFailure] = useState<QuoteSubmitError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const openedAt = useRef<number | null>(null);
  // The words a search put in the description, which a later search may replace (what the person typed, it never does).
  const searchedFor = useRef("");
  // One key per filled-in form: a retry or double click of the same details reuses it; any edit makes a new one.
  const idempotencyKey = useRef<string | null>(null);
  const [service, preferredDate, preferredTime] = useWatch({ control, name: ["service", "preferredDate", "preferredTime"] });

  useEffect(() => {
    const { unsubscribe } = form.watch(() => (idempotencyKey.current = null));
    return unsubscribe;
  }, [form]);

  // Opening with a service (a search, a service page) chooses it, or Other, and keeps the words
  // searched for as the description when it is empty (docs/decisions/0145); opening without keeps what was there.
  // What the plain first step held comes after: the person chose it after the search.
  useEffect(() => {
    if (!open) return;
    openedAt.current ??= carried?.openedAt ?? performance.now();
    const choice = serviceChoice(initialService);
    if (choice.service) setValue("service", choice.service, { shouldValidate: true });
    const message = getValues("message").trim();
    if (choice.service && choice.description && (!message || message === searchedFor.current)) {
      setValue("message", choice.description, { shouldValidate: true });
      searchedFor.current = choice.description;
    }
    if (!carried) return;
    if (carried.service) setValue("service", carried.service, { shouldValidate: true });
    if (carried.message) setValue("message", carried.message, { shouldValidate: true });
    setVisitsEvery(isVisitFrequency(carried.visitsEvery) ? carried.visitsEvery : "");
    if (carried.next)
      void trigger(QUOTE_STEPS_CONTENT[0].fields, { shouldFocus: true }).then((valid) => {
        if (!valid) return;
        setStep(2);
        requestAnimationFrame(() => headingRef.current?.focus());
      });
  }, [open, initialService, carried, setValue, getValues, trigger]);

  const focusStep = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  function changeOpen(next: boolean) {
    if (!next) {
      setStep(1);
      setFailure(null);
    }
    onOpenChange(next);
  }
  const modal = useModal(open, () => changeOpen(false), headingRef);

  async function goNext() {
    if (await trigger(QUOTE_STEPS_CONTENT[step - 1].fields, { shouldFocus: true })) focusStep(step + 1);
  }

  function showErrorsOnTheirStep(errors: FieldErrors<QuoteRequest> | Partial<Record<string, string>>) {
    const first = firstStepWithError(Object.keys(errors));
    if (first && first !== step) focusStep(first);
  }

  async function submit(values: QuoteRequest) {
    idempotencyKey.current ??= newIdempotencyKey();
    const fillTimeMs = Math.round(performance.now() - (openedAt.current ?? performance.now()));
    let sent: SentQuoteRequest;
    setFailure(null);
    try {
      sent = await sendQuoteRequest(values, { website: honeypotRef.current?.value ?? "", fillTimeMs }, idempotencyKey.current, {
        contactPreference: preference,
        // Asked only for a service that repeats; a choice left from another service is not sent.
        visitsEvery: RECURRING_SERVICES.has(values.service) && visitsEvery ? visitsEvery : undefined,
      });
    } catch (error) {
      const failure = error instanceof QuoteSubmitError ? error : new QuoteSubmitError(String(error), false);
      setFailure(failure);
      for (const [name, message] of Object.entries(failure.fields)) {
        if (message && name in EMPTY) setError(name as QuoteField, { type: "server", message });
      }
      showErrorsOnTheirStep(failure.fields);
      return;
    }
    reset(EMPTY);
    searchedFor.current = "";
    idempotencyKey.current = null;
    openedAt.current = null;
    changeOpen(false);
    // The photo token goes in the fragment: it never reaches the server's logs or a cache, only the page's script.
    const photos = sent.photoToken ? `#${PHOTO_TOKEN_FRAGMENT}${sent.photoToken}` : "";
    // A page load, not a client-side route change: public pages are islands with no router in the browser (0121).
    window.location.assign(`${sent.reference ? thankYouPath("quote", sent.reference) : THANK_YOU_PATH}${photos}`);
  }

  const onSubmit = handleSubmit(submit, showErrorsOnTheirStep);
  const canContinue = step === 1 ? Boolean(service) : Boolean(preferredDate && preferredTime);

  return (
    <PageDialog id={QUOTE_DIALOG_ID} title={QUOTE_DIALOG_TEXT.title} description={QUOTE_DIALOG_TEXT.description} {...modal}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => {
            // Enter on steps 1 and 2 means "Next", not "send".
            if (step < QUOTE_STEPS) {
              event.preventDefault();
              if (canContinue) void goNext();
              return;
            }
            void onSubmit(event);
          }}
        >
          <QuoteProgress step={step} headingRef={headingRef} />
          {step === 1 ? <ServiceStep visitsEvery={visitsEvery} onVisitsEvery={setVisitsEvery} /> : null}
          {step === 2 ? <ScheduleStep /> : null}
          {step === 3 ? <ContactStep honeypotRef={honeypotRef} preference={preference} onPreference={setPreference} /> : null}
          {failure ? (
            <FormAlert className="mt-4">
              <p className="font-semibold">{QUOTE_FAILURE}</p>
              {failure.fromServer ? <p className="mt-1">{failure.message}</p> : null}
            </FormAlert>
          ) : null}
          <QuoteStepFooter
            back={
              step > 1 ? (
                <Button type="button" variant="outline" onClick={() => focusStep(step - 1)}>
                  Back
                </Button>
              ) : null
            }
          >
            {step < QUOTE_STEPS ? (
              <Button key="next" type="button" disabled={!canContinue} onClick={() => void goNext()}>
                Next
              </Button>
            ) : (
              <Button key="submit" type="submit" variant="primary" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? "Submitting..." : "Submit Quote Request"}
              </Button>
            )}
          </QuoteStepFooter>
        </form>
      </FormProvider>
    </PageDialog>
  );
}
