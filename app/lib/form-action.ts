import { data, type HeadersFunction } from "react-router";
import { z } from "./zod";
import { isDomainError } from "./domain-error";
import { fieldErrors, type FieldErrors } from "./field-errors";
import { readForm, refusedBody, type ReadForm } from "./request-body";
import { submittedValues } from "./submitted-values";

/*
 * One way to run a form action (docs/decisions/0090): authorise, read the form, pick the
 * intent, parse it with its zod schema, run the domain service, and turn a DomainError into
 * a 4xx with the message beside its field. Every page action goes through formAction(); the
 * page reads one result shape, ActionResult.
 *
 *   export async function action({ request, params }: Route.ActionArgs) {
 *     return formAction(request, {
 *       authorise: (permission) => requireStaff(request, permission),
 *       permission: "leads.change",
 *       intents: () => leadIntents(getDb(), routeId(params.id)),
 *     });
 *   }
 */

/** What was typed into a refused form, by field: text, or lists for checkbox groups. */
export type FormValues = Record<string, unknown>;

/** What a page's form post answers when it stays on the page. */
export interface ActionFailure<Values extends FormValues = Record<string, string>> {
  ok: false;
  /** Which of the page's forms was sent (its "intent" field), so the page shows the message beside that form. */
  intent: string;
  status: number;
  message: string;
  /** Messages by field; absent when the message is about the whole form. */
  errors?: FieldErrors;
  /** What was typed, for forms that show it again. */
  values?: Values;
}

type ActionSuccess<Extra extends object = object> = { ok: true; intent: string; message: string } & Extra;
export type ActionResult<Extra extends object = object, Values extends FormValues = Record<string, string>> =
  ActionSuccess<Extra> | ActionFailure<Values>;

const INVALID_MESSAGE = "Please check the highlighted fields.";
export const UNKNOWN_INTENT_MESSAGE = "That change is not one we know how to make.";

/** What an intent's service gives back: the message to show, with any data the page needs and headers (cookies) to send. */
export type Outcome<Extra extends object> = string | ({ message: string; headers?: HeadersInit } & Extra);

export interface IntentContext<Actor> {
  actor: Actor;
  form: FormData;
}

export interface FormIntent<
  Actor,
  Permission extends string,
  Extra extends object = object,
  Values extends FormValues = Record<string, string>,
> {
  /** A zod schema, classic or mini (decision 0238). */
  schema: z.core.$ZodType;
  run(input: unknown, context: IntentContext<Actor>): Promise<Outcome<Extra>>;
  /** A permission this intent needs beyond the action's own (deleting, where editing needs less). */
  permission?: Permission;
  /** What the schema reads; the form's text fields unless said otherwise. */
  input?: (form: FormData) => unknown;
  /** Field messages from a failed parse, where a form names its fields differently from the schema's paths. */
  errors?: (error: z.ZodError) => FieldErrors;
  /** The message for a form that fails its schema. */
  invalidMessage?: string | ((errors: FieldErrors) => string);
  /** What to send back of a refused form so the page can show it again (never a password). */
  values?: (form: FormData) => Values;
  /** A look at the form before its schema, which may end the post at once (a bot trap quietly sending a bot on its way). */
  screen?: (form: FormData) => void | Promise<void>;
}

export type FormIntents<
  Actor,
  Permission extends string,
  Extra extends object = object,
  Values extends FormValues = Record<string, string>,
> = Record<string, FormIntent<Actor, Permission, Extra, Values>>;

type IntentOptions<Actor, Permission extends string, Extra extends object, Values extends FormValues> = Omit<
  FormIntent<Actor, Permission, Extra, Values>,
  "schema" | "run"
>;

/** One form of a page: its schema, and what to do with what the schema gives. */
export function intent<
  S extends z.core.$ZodType,
  Actor,
  Permission extends string = never,
  Extra extends object = object,
  Values extends FormValues = Record<string, string>,
>(
  schema: S,
  run: (input: z.output<S>, context: IntentContext<Actor>) => Promise<Outcome<Extra>>,
  options: IntentOptions<Actor, Permission, Extra, Values> = {},
): FormIntent<Actor, Permission, Extra, Values> {
  return { schema, run: run as FormIntent<Actor, Permission, Extra, Values>["run"], ...options };
}

type Intents<Actor, Permission extends string, Extra extends object, Values extends FormValues> = FormIntents<
  Actor,
  Permission,
  Extra,
  Values
>;

export interface FormActionOptions<Actor, Permission extends string, Extra extends object, Values extends FormValues> {
  /** Checks a permission and says who is acting; throws (a redirect to sign in, a 403) when they may not. Public forms leave it out. */
  authorise?: (permission: Permission) => Promise<Actor>;
  /** The permission every intent of this action needs. */
  permission?: NoInfer<Permission>;
  /** The page's forms by intent; a function when they need the actor or must wait until the visitor is authorised. */
  intents:
    | Intents<Actor, NoInfer<Permission>, Extra, Values>
    | ((actor: Actor) => Intents<Actor, NoInfer<Permission>, Extra, Values> | Promise<Intents<Actor, NoInfer<Permission>, Extra, Values>>);
  /** The intent of a form that sends none (a page with one form, or a main form beside intent forms). */
  defaultIntent?: string;
  /** How the page answers a body it could not read (too large, not a form): the whole form's message unless said otherwise. */
  unreadable?: (read: Exclude<ReadForm, { ok: true }>) => Partial<ActionFailure<Values>>;
}

function refuse<Values extends FormValues>(failure: ActionFailure<Values>, retryAfterSeconds?: number) {
  return data<ActionFailure<Values>>(failure, {
    status: failure.status,
    headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined,
  });
}

export async function formAction<
  Actor,
  Permission extends string,
  Extra extends object = object,
  Values extends FormValues = Record<string, string>,
>(request: Request, options: FormActionOptions<Actor, Permission, Extra, Values>) {
  const { authorise, permission } = options;
  // A body the guard refused is answered before signing in is checked: the same 415 or 413 for anyone.
  const refused = refusedBody(request);
  if (refused)
    return refuse<Values>({ ok: false, intent: "", status: refused.status, message: refused.message, ...options.unreadable?.(refused) });
  const actor = (authorise && permission ? await authorise(permission) : undefined) as Actor;
  // The body's kind is checked before the intents are made, so a body that is not a form gets its 415 first.
  const read = await readForm(request);
  if (!read.ok) return refuse<Values>({ ok: false, intent: "", status: read.status, message: read.message, ...options.unreadable?.(read) });
  const form = read.form;
  const intents = typeof options.intents === "function" ? await options.intents(actor) : options.intents;

  const sent = form.get("intent");
  const name = typeof sent === "string" && sent !== "" ? sent : (options.defaultIntent ?? "");
  const chosen = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!chosen) return refuse<Values>({ ok: false, intent: name, status: 400, message: UNKNOWN_INTENT_MESSAGE });
  if (chosen.permission && authorise) await authorise(chosen.permission);

  await chosen.screen?.(form);
  const values = chosen.values?.(form);
  const parsed = z.safeParse(chosen.schema, chosen.input ? chosen.input(form) : submittedValues(form));
  if (!parsed.success) {
    const errors = (chosen.errors ?? fieldErrors)(parsed.error);
    const invalid = chosen.invalidMessage ?? INVALID_MESSAGE;
    return refuse<Values>({
      ok: false,
      intent: name,
      status: 400,
      message: typeof invalid === "string" ? invalid : invalid(errors),
      errors,
      values,
    });
  }

  try {
    const outcome = await chosen.run(parsed.data, { actor, form });
    const { headers, ...result } = typeof outcome === "string" ? { message: outcome, headers: undefined } : outcome;
    return data({ ok: true as const, intent: name, ...result } as ActionSuccess<Extra>, { headers });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const errors = error.field ? { [error.field]: error.message } : undefined;
    return refuse<Values>(
      { ok: false, intent: name, status: error.status, message: error.message, errors, values },
      error.retryAfterSeconds,
    );
  }
}

/**
 * A page's `headers` export for a form that can be refused with a 429: React Router drops an
 * action's headers on a page without one (cookies excepted), and the Retry-After must reach
 * the browser.
 */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
