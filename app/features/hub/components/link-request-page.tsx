import { Form, useNavigation } from "react-router";
import { TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";

/** "Send me my link" at /c: a customer who lost their link asks for a new one by email. */
export function LinkRequestPage({ businessName, result }: { businessName: string; result?: ActionResult }) {
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-8 focus:outline-none">
      <p className="text-sm text-muted">{businessName}</p>
      <h1 className="text-2xl font-bold sm:text-3xl">Your page with us</h1>
      <p className="mt-2 text-muted">
        Your quotes, visits and invoices are on a page of your own. Type the email address you gave us and we will email you the link.
      </p>
      {result ? (
        <FormAlert tone={result.ok ? "success" : "error"} className="mt-4">
          {result.message}
        </FormAlert>
      ) : null}
      <Form method="post" noValidate className="mt-6 space-y-4">
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          label="Your email address"
          defaultValue={failed?.values?.email}
          error={failed?.errors?.email}
          required
        />
        <Button type="submit" disabled={navigation.state === "submitting"}>
          Email me my link
        </Button>
      </Form>
    </main>
  );
}
