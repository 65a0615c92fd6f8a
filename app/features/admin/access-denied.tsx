import { ShieldAlertIcon } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ADMIN_ACCESS } from "~/content/admin";

/**
 * Shown when an admin page refused a client-side request (a non-admin followed a link to /admin, or lost the
 * role while a page was open): 'Access denied. Redirecting...' while the home page loads.
 */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate("/", { replace: true });
  }, [navigate]);
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-20">
      <p role="status" className="flex items-center gap-2 text-lg font-medium text-stone-700 dark:text-stone-200">
        <ShieldAlertIcon className="size-5 text-red-600" aria-hidden="true" />
        {ADMIN_ACCESS.denied}
      </p>
    </main>
  );
}
