import { BadgeCheckIcon, PencilIcon } from "lucide-react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { BrandFieldsForm } from "~/features/brands";
import type { BrandSettings } from "~/features/brands/brands.api.server";
import { cn } from "~/lib/cn";
import { formatDate } from "~/lib/dates";
import { brandPath } from "~/lib/paths";
import { Badge } from "~/ui/badge";
import { Button, LinkButton } from "~/ui/button";
import { cellClass, DataTable } from "~/ui/data-table";
import { Label, Select } from "~/ui/field";
import { ActionFeedback, AdminHeading, ListResults, ListSearch } from "../admin-list";
import type { Paged } from "../list-query";
import type { AdminBrandRow, AdminBrandsActionData, BrandFilter } from "./brands.server";

const BRAND_COLUMNS = ["Brand", "City", "Owner", "Added", "Verified", "Edit"];

const FILTER_LABELS: Record<BrandFilter, string> = {
  verified: "Verified",
  unverified: "Not verified",
  claimed: "Claimed",
  unclaimed: "Unclaimed",
};

/** The current list's URL with `edit` set to a brand (or removed). */
function useEditHref(): (brandId?: string) => string {
  const { search } = useLocation();
  return (brandId) => {
    const params = new URLSearchParams(search);
    if (brandId) params.set("edit", brandId);
    else params.delete("edit");
    return `?${params}`;
  };
}

export function AdminBrandsPage({
  list,
  q,
  status,
  editing,
  actionData,
}: {
  list: Paged<AdminBrandRow>;
  q: string | undefined;
  status: BrandFilter | undefined;
  editing: { brandId: string; settings: BrandSettings } | null;
  actionData: AdminBrandsActionData | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <AdminHeading title="Brands">
        Verify brands (the Verified badge, and only verified brands receive quote requests) and correct a brand's public
        details when a homeowner reports an error.
      </AdminHeading>
      <ActionFeedback data={actionData?.fieldErrors ? undefined : actionData} />
      {editing ? <EditBrand {...editing} failed={actionData?.fieldErrors ? actionData : undefined} /> : null}
      <ListSearch id="brands-q" label="Search brands" placeholder="Brand name or city" defaultValue={q}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="brands-status">Show</Label>
          <Select id="brands-status" name="status" defaultValue={status ?? ""} className="w-40">
            <option value="">All brands</option>
            {(Object.keys(FILTER_LABELS) as BrandFilter[]).map((key) => (
              <option key={key} value={key}>
                {FILTER_LABELS[key]}
              </option>
            ))}
          </Select>
        </div>
      </ListSearch>
      <ListResults list={list} noun={["brand", "brands"]} empty={"No brands found."} pagerLabel="Brands pages">
        <DataTable caption="Brands" columns={BRAND_COLUMNS} className="min-w-[48rem]">
          {list.rows.map((brand) => (
            <BrandRow key={brand.id} brand={brand} />
          ))}
        </DataTable>
      </ListResults>
    </div>
  );
}

function EditBrand({
  brandId,
  settings,
  failed,
}: {
  brandId: string;
  settings: BrandSettings;
  failed?: AdminBrandsActionData;
}) {
  const editHref = useEditHref();
  return (
    <section aria-labelledby="edit-brand-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-brand-heading" className="text-xl font-semibold">
          Edit {settings.fields.brandName}
        </h2>
        <LinkButton variant="ghost" size="sm" to={editHref()} preventScrollReset>
          Close
        </LinkButton>
      </div>
      <BrandFieldsForm key={brandId} settings={settings} failed={failed} hidden={{ intent: "edit", brandId }} />
    </section>
  );
}

function BrandRow({ brand }: { brand: AdminBrandRow }) {
  const navigation = useNavigation();
  const editHref = useEditHref();
  const saving = navigation.state === "submitting" && navigation.formData?.get("brandId") === brand.id;
  return (
    <tr>
      <th scope="row" className={cn(cellClass, "font-medium")}>
        <Link to={brandPath(brand.slug)} className="text-brand-700 underline-offset-2 hover:underline">
          {brand.name}
        </Link>
      </th>
      <td className={cellClass}>{brand.city ?? "—"}</td>
      <td className={cn(cellClass, "break-all")}>
        {brand.ownerEmail ?? <span className="text-stone-500">Unclaimed</span>}
      </td>
      <td className={cn(cellClass, "whitespace-nowrap")}>{formatDate(brand.createdAt)}</td>
      <td className={cellClass}>
        <Form method="post" preventScrollReset className="flex items-center gap-2">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="brandId" value={brand.id} />
          <input type="hidden" name="verified" value={String(!brand.isVerified)} />
          {brand.isVerified ? (
            <Badge tone="success">
              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
              Verified
            </Badge>
          ) : null}
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={saving}
            aria-label={`${brand.isVerified ? "Unverify" : "Verify"} ${brand.name}`}
          >
            {brand.isVerified ? "Unverify" : "Verify"}
          </Button>
        </Form>
      </td>
      <td className={cellClass}>
        <LinkButton size="sm" variant="ghost" to={editHref(brand.id)} aria-label={`Edit ${brand.name}`}>
          <PencilIcon className="size-4" aria-hidden="true" />
          Edit
        </LinkButton>
      </td>
    </tr>
  );
}
