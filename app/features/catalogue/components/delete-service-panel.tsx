import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/form/form-alert";
import { TextInput } from "~/components/form/fields";

/**
 * Administrators only, at the bottom of a service's page: deletes it once "delete" is typed
 * (the same confirmation as deleting a lead, docs/decisions/0065). `error` belongs to the
 * confirmation field, `message` to the panel (such as "the last service cannot go").
 */
export function DeleteServicePanel({
  name,
  path,
  error,
  message,
}: {
  name: string;
  path: string | null;
  error?: string;
  message?: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <section aria-labelledby="delete-service-heading" className="mt-8 rounded-xl border border-red-300 bg-white p-5">
      <h2 id="delete-service-heading" className="text-lg font-semibold text-red-800">
        Delete this service
      </h2>
      <p className="mt-1 text-sm text-muted">
        Takes {name} off the website and out of this list for good. This cannot be undone.
        {path ? ` Its page ${path} will send visitors to the services list instead.` : null} Leads that asked for it keep it as they were.
      </p>
      {message ? <FormAlert className="mt-3">{message}</FormAlert> : null}
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="delete" />
        <TextInput name="confirm" scope="delete" label='Type "delete" to confirm' autoComplete="off" error={error} className="max-w-xs" />
        <Button type="submit" variant="danger" disabled={deleting}>
          {deleting ? "Deleting…" : `Delete ${name}`}
        </Button>
      </Form>
    </section>
  );
}
