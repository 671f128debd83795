import { Form } from "react-router";
import { Checkbox, ChoiceGroup, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX } from "../review-schema";
import type { CustomerReviewView } from "../reviews.server";
import { Stars } from "./stars";

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} ${n === 1 ? "star" : "stars"}` }));

function GoogleInvite({ url }: { url: string }) {
  if (!url) return null;
  return (
    <p className="mt-4">
      You are welcome to review us on Google too:{" "}
      <a href={url} className="font-semibold text-brand-700 underline" rel="noreferrer" target="_blank">
        open our Google reviews
      </a>
      .
    </p>
  );
}

/** The customer's review of their job: the form, or their review once written; the Google link for everyone, whatever their rating. */
export function CustomerReviewPage({
  view,
  businessName,
  googleReviewUrl,
  result,
}: {
  view: CustomerReviewView;
  businessName: string;
  googleReviewUrl: string;
  result?: ActionResult;
}) {
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const values = (result && !result.ok ? result.values : undefined) ?? {};
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-8 focus:outline-none">
      <p className="text-sm text-muted">{businessName}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">How did we do?</h1>
      <p className="mt-1 text-muted">{`${view.title} · ${view.reference}`}</p>
      {result ? (
        <FormAlert tone={result.ok ? "success" : "error"} className="mt-4">
          {result.message}
        </FormAlert>
      ) : null}
      {view.review ? (
        <section aria-labelledby="your-review" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="your-review" className="font-semibold">
            Your review
          </h2>
          <Stars rating={view.review.rating} className="mt-2" />
          {view.review.text ? <p className="mt-2 whitespace-pre-line">{view.review.text}</p> : null}
          <p className="mt-3 text-sm text-muted">
            {view.review.status === "published"
              ? "It is on our site now. Thank you!"
              : view.review.status === "private"
                ? "It stays with our team: you did not ask for it to be shown on our site."
                : "It will appear on our site once the team has looked at it."}
          </p>
          <GoogleInvite url={googleReviewUrl} />
        </section>
      ) : !view.done ? (
        <p className="mt-6">This job is not finished yet: we will ask for your review once it is.</p>
      ) : (
        <Form method="post" encType="multipart/form-data" noValidate className="mt-6 space-y-5">
          <input type="hidden" name="intent" value="review" />
          <ChoiceGroup
            type="radio"
            name="rating"
            legend="Your rating"
            options={RATINGS}
            selected={[String(values.rating ?? "")]}
            error={errors.rating}
            optionsClassName="grid gap-2 sm:grid-cols-5"
          />
          <TextArea
            name="text"
            label="Your review (optional)"
            hint={`What went well, and what could have been better. Up to ${REVIEW_TEXT_MAX.toLocaleString("en-NZ")} characters.`}
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            defaultValue={String(values.text ?? "")}
            error={errors.text}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              name="firstName"
              label="Name to show"
              hint="Your first name; we show its first letter of any surname only."
              autoComplete="given-name"
              defaultValue={String(values.firstName ?? view.firstName)}
              error={errors.firstName}
            />
            <TextInput name="suburb" label="Suburb to show" defaultValue={String(values.suburb ?? view.suburb)} error={errors.suburb} />
          </div>
          <fieldset className="space-y-2">
            <legend className="block text-sm font-semibold text-ink">{`Photos of the work (optional, up to ${REVIEW_PHOTOS_MAX})`}</legend>
            <p className="text-sm text-muted">JPEG, PNG or WebP, up to 10 MB each. Location details are removed.</p>
            {Array.from({ length: REVIEW_PHOTOS_MAX }, (_, i) => (
              <TextInput
                key={i}
                name={`photo${i + 1}`}
                label={`Photo ${i + 1}`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                error={errors[`photo${i + 1}`]}
              />
            ))}
          </fieldset>
          {/* Publication is the customer's own choice (Fair Trading Act, Privacy Act): never ticked for them (issue 40.3). */}
          <Checkbox
            name="consent"
            label={`${businessName} may show my review, with the name and suburb above, on its website.`}
            hint="Leave this unticked and your review stays with our team: nothing is published."
            defaultChecked={values.consent === "yes"}
            error={errors.consent}
          />
          <Button type="submit">Send my review</Button>
        </Form>
      )}
      {!view.review && !view.stopped && view.done ? (
        <Form method="post" className="mt-8 border-t border-slate-200 pt-4">
          <input type="hidden" name="intent" value="stop" />
          <p className="text-sm text-muted">Rather not review? We will not email you about it again.</p>
          <Button type="submit" variant="outline" size="sm" className="mt-2">
            No more emails about this
          </Button>
        </Form>
      ) : null}
    </main>
  );
}
