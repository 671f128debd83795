import { FormAlert } from "~/components/form/form-alert";

type Result =
  { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string>; values?: Record<string, string> };

/**
 * What an admin record's edit page shows after a post (docs/decisions/0080): the values to fill
 * its form with (what was typed, after a refusal), the field errors, and the message to show.
 */
export function editPageState(actionData: Result | undefined, saved: Record<string, string>, added: string | null) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return {
    values: failed?.values ?? saved,
    errors: failed?.errors ?? {},
    success: actionData?.ok ? actionData.message : actionData ? null : added,
    failure: failed && !failed.errors ? failed.message : null,
  };
}

/** The success, refusal and read-only notices above an admin record's form. */
export function EditPageAlerts({
  success,
  failure,
  readOnly,
}: {
  success: string | null;
  failure: string | null;
  readOnly: string | null;
}) {
  return (
    <>
      {success ? (
        <FormAlert tone="success" className="mb-5">
          {success}
        </FormAlert>
      ) : null}
      {failure ? <FormAlert className="mb-5">{failure}</FormAlert> : null}
      {readOnly ? (
        <FormAlert tone="info" className="mb-5">
          {readOnly}
        </FormAlert>
      ) : null}
    </>
  );
}
