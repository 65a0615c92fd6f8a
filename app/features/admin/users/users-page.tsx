import { Form, Link, useNavigation } from "react-router";
import { USER_ROLES } from "~/content/catalog";
import { EmailVerifiedBadge } from "~/features/auth";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/dates";
import { brandPath } from "~/lib/paths";
import { Button } from "~/ui/button";
import { cellClass, DataTable } from "~/ui/data-table";
import { Select } from "~/ui/field";
import type { AdminActionData } from "../admin-access.server";
import { ActionFeedback, AdminHeading, ListResults, ListSearch } from "../admin-list";
import type { Paged } from "../list-query";
import type { AdminUserRow } from "./users.server";

const USER_COLUMNS = ["User", "Email", "Joined", "Brand", "Role"];

export function AdminUsersPage({
  list,
  q,
  viewerId,
  actionData,
}: {
  list: Paged<AdminUserRow>;
  q: string | undefined;
  viewerId: string;
  actionData: AdminActionData | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title="Users and roles">
        Find an account by email or name and set its role. You can't remove your own admin role, and the last admin
        stays an admin.
      </AdminHeading>
      <ActionFeedback data={actionData} />
      <ListSearch id="users-q" label="Search users" placeholder="Email or name" defaultValue={q} />
      <ListResults list={list} noun={["user", "users"]} empty={"No users found."} pagerLabel="Users pages">
        <DataTable caption="Users" columns={USER_COLUMNS} className="min-w-[48rem]">
          {list.rows.map((user) => (
            <UserRow key={user.id} user={user} isViewer={user.id === viewerId} />
          ))}
        </DataTable>
      </ListResults>
    </div>
  );
}

function UserRow({ user, isViewer }: { user: AdminUserRow; isViewer: boolean }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("userId") === user.id;
  const selectId = `role-${user.id}`;
  return (
    <tr>
      <th scope="row" className={cn(cellClass, "font-medium")}>
        {user.name || "—"}
        {isViewer ? <span className="ml-2 text-xs font-normal text-stone-500">(you)</span> : null}
      </th>
      <td className={cn(cellClass, "break-all")}>
        <span className="flex flex-wrap items-center gap-2">
          {user.email}
          <EmailVerifiedBadge verified={user.emailVerified} />
        </span>
      </td>
      <td className={cn(cellClass, "whitespace-nowrap")}>{formatDate(user.createdAt)}</td>
      <td className={cellClass}>
        {user.brand ? (
          <Link to={brandPath(user.brand.slug)} className="text-brand-700 underline-offset-2 hover:underline">
            {user.brand.name}
          </Link>
        ) : (
          <span className="text-stone-500">—</span>
        )}
      </td>
      <td className={cellClass}>
        <Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="userId" value={user.id} />
          <label htmlFor={selectId} className="sr-only">
            Role of {user.email}
          </label>
          <Select id={selectId} name="role" defaultValue={user.role} className="w-28">
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
          <Button type="submit" size="sm" variant="outline" disabled={saving}>
            {saving ? "Saving…" : "Save"}
          </Button>
        </Form>
      </td>
    </tr>
  );
}
