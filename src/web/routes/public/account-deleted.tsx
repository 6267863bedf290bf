import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { AccountPage } from "../../features/auth/account-form-parts.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/account-deleted.ts";

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Your account is deleted`,
    description: t(i18n)`Your account and your data are deleted.`,
    matches,
    path: "/account/deleted",
    noindex: true,
  });
}

/** Where deleting an account leads: it needs no account, as there is none any more. */
export default function AccountDeleted() {
  return (
    <AccountPage title={<Trans>Your account is deleted</Trans>}>
      <p className="mt-4" role="status">
        <Trans>
          Your account and everything personal we held are gone. We have sent a last e-mail to
          confirm it.
        </Trans>
      </p>
      <p className="mt-6">
        <Link to="/jobs" className="font-semibold text-brand-700 underline">
          <Trans>You can still browse jobs at Companies that Care</Trans>
        </Link>
      </p>
    </AccountPage>
  );
}
