import { t } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { splitLocalePath } from "#shared/locales.ts";
import { PostCard, toPostCard } from "../../components/blog/post-card.tsx";
import { tagKey, tagLabel } from "../../components/blog/post-meta.ts";
import { distinctTags, TagFilter } from "../../components/blog/tag-filter.tsx";
import { CardGrid, EmptyNote, ListPage } from "../../components/list-page/list-page.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import { i18nOf } from "../../i18n/i18n.ts";
import { Link } from "../../i18n/link.tsx";
import { requestContext } from "../../lib/context.ts";
import { listHref } from "../../lib/list-href.ts";
import { pageMeta } from "../../lib/seo.ts";
import { loadTaggedList } from "../../lib/tagged-list.ts";
import type { Route } from "./+types/blog.ts";

const PAGE_SIZE = 9;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nOf(matches);
  const tag = loaderData?.activeLabel;
  const page = loaderData?.page ?? 1;
  // Tags are the authors' words (English): lower-cased inside the English sentence only.
  const topic = i18n.locale === "en" ? tag?.toLowerCase() : tag;
  return pageMeta({
    title: tag
      ? t(i18n)`Blog: ${tag}`
      : page > 1
        ? t(i18n)`Blog, page ${page}`
        : t(i18n)`Blog: Career Advice & News`,
    description: tag
      ? t(i18n)`Career advice and news about ${topic} for women building careers in Asia.`
      : t(
          i18n,
        )`Career advice and news for women in Asia: negotiating pay, flexible working, returning to work, interviews and leadership.`,
    matches,
    path: listHref("/blog", { tag: loaderData?.tag, page }),
  });
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { code } = splitLocalePath(url.pathname).locale;
  const {
    results: posts,
    newest,
    page,
    tag,
  } = await loadTaggedList(url, {
    pageSize: PAGE_SIZE,
    maxTagLength: 40,
    tagKey,
    list: services.blogs.listPublic,
  });
  const tags = distinctTags(
    newest.map((post) => post.tags),
    tagKey,
  ).map(tagLabel);
  return {
    posts: posts.items.map((post) => toPostCard(post, code)),
    total: posts.total,
    page,
    tag,
    activeLabel: tag ? (tags.find((name) => tagKey(name) === tag) ?? tagLabel(tag)) : undefined,
    tags,
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { posts, total, page, tag, activeLabel, tags } = loaderData;
  return (
    <ListPage
      title={t`Career Advice & News`}
      intro={t`Practical guides and stories on pay, flexible working, career breaks and leadership.`}
    >
      <TagFilter path="/blog" tags={tags} active={tag} keyOf={tagKey} label={t`Blog topics`} />
      {activeLabel ? (
        <p className="mt-6" role="status">
          <Trans comment="How many blog posts carry the chosen topic">
            <Plural value={total} one="# post" other="# posts" /> tagged{" "}
            <strong>{activeLabel}</strong>.
          </Trans>{" "}
          <Link to="/blog" className="font-semibold text-brand-700 underline">
            <Trans>Show all posts</Trans>
          </Link>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyNote title={t`No posts here yet.`}>
          {tag || page > 1 ? (
            <Trans>
              Try{" "}
              <Link to="/blog" className="font-semibold text-brand-700 underline">
                all posts
              </Link>{" "}
              instead.
            </Trans>
          ) : (
            t`New articles are on their way. Please check back soon.`
          )}
        </EmptyNote>
      ) : (
        <CardGrid
          items={posts}
          keyOf={(post) => post.id}
          card={(post, lazy) => <PostCard post={post} lazy={lazy} activeTag={tag} />}
        />
      )}
      <Pagination
        label={t`Blog pages`}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(target) => listHref("/blog", { tag, page: target })}
      />
    </ListPage>
  );
}
