import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { TextArea, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { paragraphsOf } from "~/lib/paragraphs";
import { segmentCount, segmentSummary } from "~/features/texts/segments";
import type { MessageChannel } from "../catalogue";
import { fillFields, MESSAGE_FIELDS, type MessageField } from "../fields";
import type { FieldValues } from "../wording";

export interface EditorTemplate {
  key: string;
  channel: MessageChannel;
  label: string;
  fields: readonly MessageField[];
  required: readonly MessageField[];
}

/**
 * A message's wording with its preview beside it, filled with real data as it is typed, and for
 * a text the characters and segments it will take (GSM-7 or UCS-2). Without JavaScript the form
 * still saves; the preview then shows the saved wording.
 */
export function TemplateEditor({
  template,
  values,
  errors,
  preview,
  readOnly,
}: {
  template: EditorTemplate;
  values: { subject: string; body: string };
  errors: Record<string, string>;
  preview: { values: FieldValues; from: string };
  readOnly: boolean;
}) {
  const [subject, setSubject] = useState(values.subject);
  const [body, setBody] = useState(values.body);
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const filled = fillFields(body, preview.values);
  const isText = template.channel === "text";
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="save" />
          {isText ? null : (
            <TextInput
              name="subject"
              label="Subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              error={errors.subject}
              readOnly={readOnly}
            />
          )}
          <TextArea
            name="body"
            label={isText ? "Text" : "Wording"}
            hint={
              isText
                ? segmentSummary(segmentCount(filled))
                : "The greeting and what the email says; a blank line starts a new paragraph. The details, button and sign-off follow as built."
            }
            rows={isText ? 5 : 9}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={errors.body}
            readOnly={readOnly}
          />
          {readOnly ? null : (
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? "Saving..." : "Save wording"}
            </Button>
          )}
        </Form>
        <section aria-labelledby="fields-heading">
          <h2 id="fields-heading" className="text-lg font-semibold text-ink">
            Fields you can use
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            {template.fields.map((name) => (
              <div key={name}>
                <dt className="font-mono font-semibold text-ink">
                  {`{${name}}`}
                  {template.required.includes(name) ? <span className="ml-2 font-sans text-xs text-muted">required</span> : null}
                </dt>
                <dd className="text-muted">{MESSAGE_FIELDS[name]}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <section aria-labelledby="preview-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="preview-heading" className="text-lg font-semibold text-ink">
          Preview
        </h2>
        <p className="mt-1 text-sm text-muted">{preview.from}</p>
        {isText ? (
          <p data-testid="text-preview" className="mt-4 rounded-2xl bg-slate-100 p-4 text-sm whitespace-pre-wrap text-ink">
            {filled}
          </p>
        ) : (
          <div className="mt-4 space-y-3 text-sm text-ink">
            <p>
              <span className="font-semibold">Subject: </span>
              {fillFields(subject, preview.values)}
            </p>
            <div data-testid="email-preview" className="space-y-3 rounded-lg border border-slate-200 p-4 whitespace-pre-wrap">
              {paragraphsOf(filled).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
