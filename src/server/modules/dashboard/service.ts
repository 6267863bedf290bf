import type { Dashboard } from "#shared/schemas/inbox.ts";
import type { BlogService } from "../blogs/service.ts";
import type { CompanyService } from "../companies/service.ts";
import type { EventService } from "../events/service.ts";
import type { InboxService } from "../inbox/service.ts";
import type { JobService } from "../jobs/service.ts";
import type { createJobStats } from "../jobs/stats.ts";

const EXPIRING_WITHIN_DAYS = 14;

type Deps = {
  jobStats: ReturnType<typeof createJobStats>;
  companies: CompanyService;
  jobs: JobService;
  events: EventService;
  blogs: BlogService;
  inbox: InboxService;
};

/** The admin's overview, composed from each module's own figures. */
export function createDashboardService({
  jobStats,
  companies,
  jobs: jobService,
  events,
  blogs,
  inbox,
}: Deps) {
  const one = { page: 1, pageSize: 1 };
  return {
    async overview(): Promise<Dashboard> {
      const [
        jobs,
        companyList,
        pending,
        toReview,
        upcoming,
        posts,
        newMessages,
        unhandled,
        subscribers,
      ] = await Promise.all([
        jobStats.summary(EXPIRING_WITHIN_DAYS),
        companies.listAdmin(one),
        companies.listAdmin({ ...one, status: "pending" }),
        jobService.listAdmin({ ...one, status: "review" }),
        events.listPublic({ ...one, when: "upcoming" }),
        blogs.listPublic(one),
        inbox.countNewMessages(),
        inbox.listMessages({ page: 1, pageSize: 5, status: "new" }),
        inbox.listSubscribers(one),
      ]);
      return {
        counts: {
          publishedJobs: jobs.published,
          draftJobs: jobs.drafts,
          companies: companyList.total,
          upcomingEvents: upcoming.total,
          posts: posts.total,
          newMessages,
          subscribers: subscribers.total,
          pendingCompanies: pending.total,
          jobsToReview: toReview.total,
        },
        expiringJobs: jobs.expiringSoon,
        draftJobs: jobs.recentDrafts,
        newMessages: unhandled.items,
        jobsPublishedPerWeek: jobs.publishedPerWeek,
      };
    },
  };
}
