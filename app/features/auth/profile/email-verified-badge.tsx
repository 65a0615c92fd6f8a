import { BadgeCheckIcon, MailWarningIcon } from "lucide-react";
import { Badge } from "~/ui/badge";

/** Whether an account's email address has been verified, as the profile and the admin's user list show it. */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge tone="success">
      <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge tone="warning">
      <MailWarningIcon className="size-3.5" aria-hidden="true" />
      Not verified
    </Badge>
  );
}
