import { data, redirect } from "react-router";
import { formAction, type FormActionOptions, type FormValues } from "./form-action";

/**
 * The action of a page that adds one record (a lead, a tradie, a plan, …): its form's intent
 * is "create". Saved, the browser goes to the new record's page, `{savedTo}/{id}?notice=created`;
 * refused, the page shows the form again with the answer, so only a failure reaches the page.
 */
export async function newRecordAction<Actor, Permission extends string, Extra extends { id?: number | string }, Values extends FormValues>(
  request: Request,
  options: FormActionOptions<Actor, Permission, Extra, Values> & { savedTo: string },
) {
  const result = await formAction(request, { ...options, defaultIntent: "create" });
  if (result.data.ok) throw redirect(`${options.savedTo}/${result.data.id}?notice=created`);
  return data(result.data, result.init ?? undefined);
}
