import { Trans, useLingui } from "@lingui/react/macro";
import { useLocalize } from "../../i18n/locale-provider.tsx";
import { CardImage } from "../card.tsx";
import { HomeCards } from "./home-cards.tsx";
import type { HomeVideo } from "./home-data.ts";
import { HomeSection } from "./section-heading.tsx";

/**
 * The newest videos, under the name the header and /videos use ("Video Library"); each opens the
 * video's own page, in the same tab.
 */
export function VideoCards({ videos }: { videos: HomeVideo[] }) {
  const { t } = useLingui();
  const localize = useLocalize();
  return (
    <HomeSection
      id="home-videos"
      band="bg-gray-50"
      title={<Trans>Video Library</Trans>}
      intro={<Trans>Short videos from recruiters, coaches and women who made the move.</Trans>}
      viewAll={{ to: "/videos", label: t`View All Videos` }}
    >
      <HomeCards
        items={videos}
        keyOf={(video) => video.id}
        testId="video-card"
        media={(video) => <CardImage shape="video" src={video.thumbnailUrl} lazy />}
        empty={
          <p className="mt-8 text-ink">
            <Trans>New videos are on their way. Check back soon.</Trans>
          </p>
        }
      >
        {(video) => (
          <>
            {video.tag ? (
              <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                {video.tag}
              </p>
            ) : null}
            <h3 className="text-lg font-semibold leading-snug">
              {/* A plain link: the video's page may be on another site. */}
              <a
                href={localize(video.url)}
                className="text-ink after:absolute after:inset-0 hover:text-brand-700"
              >
                {video.title}
              </a>
            </h3>
          </>
        )}
      </HomeCards>
    </HomeSection>
  );
}
