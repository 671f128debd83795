import { redirect } from "react-router";
import { askToChangeVisit, confirmVisitTime } from "~/features/jobs/customer-job.server";
import { payInvoiceByCard } from "~/features/payments/customer-pay.server";
import { newLinkFor } from "~/features/quotes/links.server";
import { acceptQuote, type Client } from "~/features/quotes/respond.server";
import { newReviewLink } from "~/features/reviews/requests.server";
import type { BusinessSettings } from "~/features/settings/schema";
import { intent } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import type { Database } from "~/platform/db/database";
import { ownedInvoice, ownedJobToReview, ownedQuote, ownedVisit } from "./owned.server";
import { confirmVisitForm, hubAcceptForm, hubChangeVisitForm, hubPayForm, openQuoteForm, openReviewForm } from "./respond-schema";

/*
 * Answering in place on the hub (issue 45, item 2; docs/decisions/0194): each post names one of
 * the customer's records, is checked to be theirs, and goes through the same service as the
 * record's own page: the quote's acceptance, the booking's "that time suits" / "change it", the
 * invoice's card payment. A review is written on the job's review form, which "Leave a review"
 * opens with a link of its own (docs/decisions/0233).
 */

/** The record and text fields a refused form shows again, so the page puts the message beside that record's form. */
const again = (...names: string[]) => ({ values: (form: FormData) => submittedValues(form, names) });

export interface Hub {
  customerId: number;
  name: string;
  /** The hub's own address, for receipts and Stripe's way back. */
  page: string;
}

export function hubRespondIntents(db: Database, hub: Hub, settings: BusinessSettings, client: Client) {
  return {
    "accept-quote": intent(
      hubAcceptForm,
      async (input) => {
        const quote = await ownedQuote(db, hub.customerId, input.versionId);
        const { already } = await acceptQuote(db, quote, { name: input.name, chosen: [] }, client, settings, hub.page);
        return already
          ? `You have already accepted quote ${quote.number}. Thank you.`
          : `Thank you: your acceptance of quote ${quote.number} is recorded, and a copy is on its way by email.`;
      },
      again("versionId", "name"),
    ),
    /** Optional items are chosen on the quote's own page: a fresh link to it, made by this post, never by a GET. */
    "open-quote": intent(openQuoteForm, async (input) => {
      const quote = await ownedQuote(db, hub.customerId, input.versionId);
      const link = await db.transaction((tx) => newLinkFor(tx, quote.version));
      throw redirect(new URL(link).pathname);
    }),
    /** The review form, by a fresh link to it made by this post (never by a GET); 303, so the browser opens it with a GET. */
    "open-review": intent(openReviewForm, async (input) => {
      const jobId = await ownedJobToReview(db, hub.customerId, input.jobId);
      const link = await db.transaction((tx) => newReviewLink(tx, jobId));
      throw redirect(new URL(link).pathname, 303);
    }),
    "confirm-visit": intent(
      confirmVisitForm,
      async (input) => {
        await confirmVisitTime(db, await ownedVisit(db, hub.customerId, input.visitId), input.visitId, hub.name, settings);
        return "Thanks: we have your confirmation.";
      },
      again("visitId"),
    ),
    "change-visit": intent(
      hubChangeVisitForm,
      async (input) => {
        await askToChangeVisit(db, await ownedVisit(db, hub.customerId, input.visitId), input.visitId, hub.name, input.message, settings);
        return "Thanks: the team has your request and will be in touch to agree a new time.";
      },
      again("visitId", "message"),
    ),
    "pay-invoice": intent(
      hubPayForm,
      async (input) => {
        const invoice = await ownedInvoice(db, hub.customerId, input.invoiceId);
        const back = new URL(hub.page);
        back.searchParams.set("invoice", String(invoice.id));
        return payInvoiceByCard(db, invoice, input.amount, settings, back.toString());
      },
      again("invoiceId", "amount"),
    ),
  };
}
