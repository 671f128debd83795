import { Form } from "react-router";
import { TextArea } from "~/components/form/fields";
import { Button } from "~/components/ui/button";

/**
 * "That time suits" and "ask to change the time" for one visit still to come: on the booking's
 * own page and on the customer's hub, each posting its own intents with the visit's id.
 */
export function VisitAnswers({
  visitId,
  confirmed,
  intents,
  changeError,
  changeText = "",
  changeOpen = Boolean(changeError),
}: {
  visitId: number;
  confirmed: boolean;
  intents: { confirm: string; change: string };
  /** The message refused beside the change request; the request stays open while there is one. */
  changeError?: string;
  changeText?: string;
  /** Whether the change request starts open (after a refused request). */
  changeOpen?: boolean;
}) {
  return (
    <div className="mt-4 space-y-3">
      {confirmed ? (
        <p className="text-sm font-semibold text-emerald-800">You confirmed this time. Thank you.</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value={intents.confirm} />
          <input type="hidden" name="visitId" value={visitId} />
          <Button type="submit" size="sm">
            That time suits
          </Button>
        </Form>
      )}
      <details className="rounded-md border border-slate-200 p-3" open={changeOpen}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">Ask to change the time</summary>
        <Form method="post" noValidate className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={intents.change} />
          <input type="hidden" name="visitId" value={visitId} />
          <TextArea
            scope={`change-${visitId}`}
            name="message"
            label="What would suit you better?"
            rows={3}
            defaultValue={changeText}
            error={changeError}
          />
          <Button type="submit" size="sm" variant="outline">
            Send the request
          </Button>
          <p className="text-sm text-muted">Nothing changes until we reply to confirm a new time.</p>
        </Form>
      </details>
    </div>
  );
}
