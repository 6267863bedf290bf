import { Link } from "react-router";
import type { HomeVideo } from "./home-data.ts";

/**
 * The newest videos, under the name the header and /videos use ("Video Library"); each opens the
 * video's own page, in the same tab.
 */
export function VideoCards({ videos }: { videos: HomeVideo[] }) {
  return (
    <section aria-labelledby="home-videos" className="bg-gray-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="home-videos" className="text-3xl font-bold tracking-tight">
              Video Library
            </h2>
            <p className="mt-2 text-ink">
              Short videos from recruiters, coaches and women who made the move.
            </p>
          </div>
          <Link
            to="/videos"
            className="rounded-full border-2 border-brand-700 bg-white px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            View All Videos
          </Link>
        </div>
        {videos.length === 0 ? (
          <p className="mt-8 text-ink">New videos are on their way. Check back soon.</p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {videos.map((video) => (
              <li
                key={video.id}
                data-testid="video-card"
                className="relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200 hover:shadow-md"
              >
                <div>
                  {video.thumbnailUrl ? (
                    <img
                      src={video.thumbnailUrl}
                      alt=""
                      width={640}
                      height={360}
                      loading="lazy"
                      className="aspect-video w-full object-cover"
                    />
                  ) : (
                    <div className="aspect-video w-full bg-brand-100" />
                  )}
                </div>
                <div className="p-5">
                  {video.tag ? (
                    <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                      {video.tag}
                    </p>
                  ) : null}
                  <h3 className="mt-3 text-lg font-semibold leading-snug">
                    <a
                      href={video.url}
                      className="text-ink after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {video.title}
                    </a>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
