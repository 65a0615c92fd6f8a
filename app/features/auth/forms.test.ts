import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/form-fields";
import { MESSAGES, parseAuthTab, signInSchema, signUpSchema } from "./forms";

function signUpErrors(input: Record<string, string>) {
  const result = signUpSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("sign-up form", () => {
  const valid = {
    fullName: "Priya Raman",
    email: "Priya@Example.in ",
    password: "secret1",
    confirmPassword: "secret1",
  };

  it("accepts a complete form and normalises the email", () => {
    expect(signUpSchema.parse(valid)).toMatchObject({ fullName: "Priya Raman", email: "priya@example.in" });
  });

  it("uses its messages for short and mismatched passwords", () => {
    expect(signUpErrors({ ...valid, password: "12345", confirmPassword: "12345" })).toEqual({
      password: "Password must be at least 6 characters long",
    });
    expect(signUpErrors({ ...valid, confirmPassword: "secret2" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("requires a name and a valid email", () => {
    expect(signUpErrors({ ...valid, fullName: "  ", email: "not-an-email" })).toEqual({
      fullName: MESSAGES.fullNameRequired,
      email: MESSAGES.emailInvalid,
    });
  });

  it("treats missing fields as empty rather than crashing", () => {
    expect(Object.keys(signUpErrors({}))).toEqual(["fullName", "email", "password"]);
  });
});

describe("sign-in form", () => {
  it("needs both email and password", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      email: MESSAGES.credentialsRequired,
      password: MESSAGES.credentialsRequired,
    });
  });
});

describe("parseAuthTab", () => {
  it("defaults to sign in", () => {
    expect(parseAuthTab("signup")).toBe("signup");
    expect(parseAuthTab("admin")).toBe("signin");
    expect(parseAuthTab(null)).toBe("signin");
  });
});
