import { Form } from "react-router";
import { Button } from "~/components/ui/button";

/** Below an item's page (a quote, a visit, an invoice, a review): the way to everything else the customer has with us. */
export function CustomerPageFooter({ businessName }: { businessName: string }) {
  return (
    <footer className="mx-auto w-full max-w-3xl border-t border-slate-200 px-4 py-6 print:hidden">
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="customer-page" />
        <p className="text-sm text-muted">{`All your quotes, visits and invoices with ${businessName}, in one place.`}</p>
        <Button type="submit" variant="outline" size="sm">
          Open your page
        </Button>
      </Form>
    </footer>
  );
}
