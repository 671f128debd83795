import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * One change on an admin page: a small form posting its `intent` (and any fields inside it)
 * to the page's action, with its button busy while it is sent.
 */
export function IntentForm({
  intent,
  submit,
  variant = "brand",
  multipart,
  disabled = false,
  children,
}: {
  intent: string;
  submit: ReactNode;
  variant?: "brand" | "outline";
  multipart?: boolean;
  /** Not to be sent now (the reason is in `children`). */
  disabled?: boolean;
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} noValidate className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" size="sm" variant={variant} disabled={busy || disabled}>
        {busy ? "Saving..." : submit}
      </Button>
    </Form>
  );
}
