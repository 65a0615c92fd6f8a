import { expect, it } from "vitest";
import { describeEachDatabase } from "~/testing/database.server";
import { createPasswordAccount } from "./accounts.server";
import { isAdmin, ROLE_RULES } from "./profile.server";
import { runUserRoleCommand, USER_ROLE_USAGE } from "./user-role.server";

describeEachDatabase("npm run user:role", (getDb) => {
  it("sets the role of an account by email (any case) and reports the change", async () => {
    const { userId } = await createPasswordAccount(getDb(), {
      email: "ops@example.in",
      password: "secret1",
      fullName: "Ops Person",
    });
    expect(await runUserRoleCommand(getDb(), ["OPS@example.in", "admin"])).toEqual({
      exitCode: 0,
      message: "ops@example.in: user → admin",
    });
    expect(await isAdmin(getDb(), userId)).toBe(true);
    expect(await runUserRoleCommand(getDb(), ["ops@example.in", "admin"])).toEqual({
      exitCode: 0,
      message: "ops@example.in: was already admin",
    });
    // The only admin stays one; with a second admin the first can be demoted.
    expect(await runUserRoleCommand(getDb(), ["ops@example.in", "brand"])).toEqual({
      exitCode: 1,
      message: ROLE_RULES.lastAdmin,
    });
    await createPasswordAccount(getDb(), { email: "ops2@example.in", password: "secret1", fullName: "Ops Two" });
    expect((await runUserRoleCommand(getDb(), ["ops2@example.in", "admin"])).exitCode).toBe(0);
    expect((await runUserRoleCommand(getDb(), ["ops@example.in", "brand"])).message).toBe(
      "ops@example.in: admin → brand",
    );
    expect(await isAdmin(getDb(), userId)).toBe(false);
  });

  it("refuses unknown roles and emails with exit code 1, bad usage with 2", async () => {
    await createPasswordAccount(getDb(), { email: "someone@example.in", password: "secret1", fullName: "Someone" });
    expect(await runUserRoleCommand(getDb(), ["someone@example.in", "superuser"])).toEqual({
      exitCode: 1,
      message: 'Unknown role "superuser". Use one of: user, brand, admin.',
    });
    expect(await runUserRoleCommand(getDb(), ["ghost@example.in", "admin"])).toEqual({
      exitCode: 1,
      message: 'No account with the email "ghost@example.in".',
    });
    expect(await runUserRoleCommand(getDb(), ["someone@example.in"])).toEqual({
      exitCode: 2,
      message: USER_ROLE_USAGE,
    });
    expect(await runUserRoleCommand(getDb(), ["a@b.in", "admin", "extra"])).toMatchObject({ exitCode: 2 });
  });
});
