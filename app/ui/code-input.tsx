import type { ComponentProps } from "react";
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
