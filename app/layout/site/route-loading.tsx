import { useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";

/** Shown while the next page's code and data load. */
export function RouteLoadingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="fixed top-20 left-1/2 z-50 -translate-x-1/2 rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-brand-100">
      <Spinner label="Loading" />
    </div>
  );
}
