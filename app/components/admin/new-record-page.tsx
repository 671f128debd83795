import type { ReactNode } from "react";
import { FormAlert } from "~/components/form/form-alert";
import { AdminPage } from "./admin-page";
import { BackLink } from "./back-link";

/**
 * A page that adds one record: its title, what happens once it is saved, a link back to the
 * list, and the form. A refusal that is not about one field (a 413, a 429, a conflict) is said
 * above the form; a field's own message is the form's to show beside it.
 */
export function NewRecordPage({
  title,
  description,
  back,
  refused,
  children,
}: {
  title: string;
  description?: ReactNode;
  back: { to: string; label: string };
  refused?: { message: string; errors?: unknown };
  children: ReactNode;
}) {
  return (
    <AdminPage title={title} description={description} actions={<BackLink to={back.to}>{back.label}</BackLink>}>
      {refused && !refused.errors ? <FormAlert className="mb-5">{refused.message}</FormAlert> : null}
      {children}
    </AdminPage>
  );
}
