import type { ComponentProps } from "react";
import { PHONE_CODE_SENT } from "~/content/phone";
import { cn } from "~/lib/cn";
import { formatIndianMobile } from "~/lib/indian-mobile";
import { Input } from "./field";

/** A field for a 6-digit one-time code from an SMS: a number pad on phones, and the code offered by the keyboard. */
export function CodeInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={6}
      pattern="[0-9]*"
      placeholder="123456"
      {...props}
    />
  );
}

/** The sentence above every code field: where the code went and how long it works. */
export function CodeSentNote({ phone, className }: { phone: string; className?: string }) {
  const [before, after] = PHONE_CODE_SENT.split("{number}");
  return (
    <p className={cn("text-sm text-stone-600 dark:text-stone-300", className)}>
      {before}
      <strong className="whitespace-nowrap">{formatIndianMobile(phone)}</strong>
      {after}
    </p>
  );
}
