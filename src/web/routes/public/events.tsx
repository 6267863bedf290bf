import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { splitLocalePath } from "#shared/locales.ts";
import { paginationQuery } from "#shared/schemas/common.ts";
import { PageSection } from "../../components/content-page.tsx";
import { EventCard, toEventCard } from "../../components/events/event-card.tsx";
import { CardGrid, ListPage } from "../../components/list-page/list-page.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { requestContext } from "../../lib/context.ts";
import { listHref } from "../../lib/list-href.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Route } from "./+types/events.ts";

const PAST_PAGE_SIZE = 9;
// Upcoming events are few at any time; one generous page shows them all, soonest first.
const UPCOMING_LIMIT = 100;
const query = z.object({ page: paginationQuery.shape.page });

export function meta({ matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  return pageMeta({
    title: t(i18n)`Events`,
    description: t(
      i18n,
    )`Workshops, panels and career fairs for women building careers in Asia, online and in person. Find upcoming events and catch up on past ones.`,
    matches,
    path: "/events",
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { code } = splitLocalePath(url.pathname).locale;
  const parsed = query.safeParse(Object.fromEntries(url.searchParams));
  const page = parsed.success ? parsed.data.page : 1;
  const [upcoming, past] = await Promise.all([
    services.events.listPublic({ page: 1, pageSize: UPCOMING_LIMIT, when: "upcoming" }),
    services.events.listPublic({ page, pageSize: PAST_PAGE_SIZE, when: "past" }),
  ]);
  return {
    upcoming: upcoming.items.map((event) => toEventCard(event, code)),
    past: {
      items: past.items.map((event) => toEventCard(event, code)),
      page,
      total: past.total,
    },
  };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { upcoming, past } = loaderData;
  return (
    <ListPage
      title={t`Events`}
      intro={t`Workshops, panels and career fairs with Companies that Care. Times are shown in each event's own time zone.`}
    >
      <PageSection id="upcoming-events" title={t`Upcoming events`} className="mt-10">
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-lg bg-brand-50 p-6">
            <Trans>
              No upcoming events right now. New events are added every month, so check back soon.
            </Trans>
          </p>
        ) : (
          <CardGrid
            className="mt-6"
            items={upcoming}
            keyOf={(event) => event.id}
            card={(event, lazy) => <EventCard event={event} lazy={lazy} />}
          />
        )}
      </PageSection>

      <PageSection id="past-events" title={t`Past events`} className="mt-16">
        {past.items.length === 0 ? (
          <p className="mt-4 text-muted">
            <Trans>No past events to show.</Trans>
          </p>
        ) : (
          <CardGrid
            className="mt-6"
            items={past.items}
            keyOf={(event) => event.id}
            card={(event) => <EventCard event={event} lazy />}
          />
        )}
        <Pagination
          label={t`Past events pages`}
          page={past.page}
          pageSize={PAST_PAGE_SIZE}
          total={past.total}
          hrefFor={(page) => `${listHref("/events", { page })}#past-events`}
        />
      </PageSection>
    </ListPage>
  );
}
