import { useState } from "react";
import { Form } from "react-router";
import { TextArea } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { shownNumber } from "../shown-number";
import { segmentCount, segmentSummary } from "../segments";

/**
 * A text from staff to one number: a reply in the inbox, or a one-off from a lead, job or
 * customer page. Shows the characters and segments as it is typed (GSM-7 or UCS-2).
 */
export function SendTextForm({
  to,
  subject,
  scope,
  label = "Send a text",
}: {
  /** The number in E.164. */
  to: string;
  subject?: { type: "job" | "lead" | "customer"; id: number };
  /** Keeps field ids apart when a page has several of these forms. */
  scope: string;
  label?: string;
}) {
  const [body, setBody] = useState("");
  return (
    <Form method="post" className="mt-2 space-y-2">
      <input type="hidden" name="to" value={to} />
      {subject ? (
        <>
          <input type="hidden" name="subjectType" value={subject.type} />
          <input type="hidden" name="subjectId" value={subject.id} />
        </>
      ) : null}
      <TextArea
        name="body"
        scope={scope}
        label={`${label} to ${shownNumber(to)}`}
        rows={2}
        maxLength={641}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        hint={segmentSummary(segmentCount(body))}
      />
      <Button type="submit" size="sm" name="intent" value="send-text">
        Send text
      </Button>
    </Form>
  );
}
