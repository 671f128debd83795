import { Button } from "~/components/ui/button";
import { PageDialog } from "~/components/ui/page-dialog";
import { QUOTE_PENDING_DIALOG_ID } from "../first-step-markers";
import { QUOTE_DIALOG_TEXT } from "../steps";
import { QuoteProgress } from "./quote-progress";
import { ServiceStepFields } from "./service-step";
import { QuoteStepFooter } from "./step-footer";

/**
 * The quote form's first step as plain HTML, for a `<template>` on every public page (issue 47,
 * docs/decisions/0239), rendered once by the server (app/entry.server.tsx). A tap before the
 * form's code has come shows it at once in a platform dialog, where it can be used as it is:
 * the service, how often, the description. Its Next waits for the code, which carries what was
 * chosen into the form; the page's script (app/islands/quote-opener.ts) does the rest. Drawn
 * from the same fields as the form's own step.
 */
export function QuoteFirstStep() {
  return (
    <PageDialog id={QUOTE_PENDING_DIALOG_ID} title={QUOTE_DIALOG_TEXT.title} description={QUOTE_DIALOG_TEXT.description}>
      <form noValidate>
        <QuoteProgress step={1} />
        <ServiceStepFields service={{}} message={{}} visits={{ defaultValue: "" }} plain />
        <p role="status" className="text-sm text-muted not-empty:mt-4" />
        <QuoteStepFooter>
          <Button type="submit" disabled>
            Next
          </Button>
        </QuoteStepFooter>
      </form>
    </PageDialog>
  );
}
