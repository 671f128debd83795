import { LogOut } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toasts";
import { cn } from "~/lib/cn";
import { useAuth } from "../auth-context";
import { LOGIN_PATH } from "../redirect";

/**
 * Signs out and returns to the sign-in page (spec section 4); a plain form post without
 * JavaScript. `onSigningOut` lets the admin shell tell this apart from a session that ended.
 */
export function SignOutButton({
  className,
  outlined,
  onSigningOut,
}: {
  /** Where it sits: its width, its margins. */
  className?: string;
  /** Outlined in the brand's colour, where it is the page's one way on. */
  outlined?: boolean;
  onSigningOut?: () => void;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    onSigningOut?.();
    try {
      await auth.signOut();
      await navigate(`${LOGIN_PATH}?notice=signed-out`, { replace: true });
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "We could not sign you out. Please try again.");
      setBusy(false);
    }
  }

  return (
    <form method="post" action="/admin/sign-out" onSubmit={onSubmit}>
      <button
        type="submit"
        disabled={busy}
        className={cn(
          "inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 disabled:opacity-60",
          outlined ? "justify-center border border-brand-700 text-brand-700" : "text-ink",
          className,
        )}
      >
        <Icon icon={LogOut} aria-hidden="true" className="size-4" />
        {busy ? "Signing out..." : "Sign out"}
      </button>
    </form>
  );
}
