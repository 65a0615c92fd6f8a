import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, string> = {
  error: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200",
  success:
    "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200",
  info: "border-stone-200 bg-stone-50 text-stone-800 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-200",
};

const icons = { error: CircleAlertIcon, success: CircleCheckIcon, info: InfoIcon };

/**
 * A message box. Errors are announced at once (role="alert"); other tones politely (role="status").
 */
export function Alert({
  tone = "info",
  title,
  className,
  children,
  ...props
}: Omit<ComponentProps<"div">, "title"> & { tone?: Tone; title?: string }) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex gap-3 rounded-lg border p-3 text-sm", tones[tone], className)}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
