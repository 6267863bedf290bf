import { Link } from "react-router";
import { countOf } from "#shared/plural.ts";
import { PostCard, toPostCard } from "../../components/blog/post-card.tsx";
import { tagKey, tagLabel } from "../../components/blog/post-meta.ts";
import { distinctTags, TagFilter } from "../../components/blog/tag-filter.tsx";
import { CardGrid, EmptyNote, ListPage } from "../../components/list-page/list-page.tsx";
import { Pagination } from "../../components/list-page/pagination.tsx";
import { requestContext } from "../../lib/context.ts";
import { listHref } from "../../lib/list-href.ts";
import { pageMeta } from "../../lib/seo.ts";
import { loadTaggedList } from "../../lib/tagged-list.ts";
import type { Route } from "./+types/blog.ts";

const PAGE_SIZE = 9;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const tag = loaderData?.activeLabel;
  const page = loaderData?.page ?? 1;
  return pageMeta({
    title: tag ? `Blog: ${tag}` : page > 1 ? `Blog, page ${page}` : "Blog: Career Advice & News",
    description: tag
      ? `Career advice and news about ${tag.toLowerCase()} for women building careers in Asia.`
      : "Career advice and news for women in Asia: negotiating pay, flexible working, returning to work, interviews and leadership.",
    matches,
    path: listHref("/blog", { tag: loaderData?.tag, page }),
  });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const {
    results: posts,
    newest,
    page,
    tag,
  } = await loadTaggedList(request, {
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
    posts: posts.items.map(toPostCard),
    total: posts.total,
    page,
    tag,
    activeLabel: tag ? (tags.find((name) => tagKey(name) === tag) ?? tagLabel(tag)) : undefined,
    tags,
  };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, total, page, tag, activeLabel, tags } = loaderData;
  return (
    <ListPage
      title={<>Career Advice &amp; News</>}
      intro="Practical guides and stories on pay, flexible working, career breaks and leadership."
    >
      <TagFilter path="/blog" tags={tags} active={tag} keyOf={tagKey} label="Blog topics" />
      {activeLabel ? (
        <p className="mt-6" role="status">
          {countOf(total, { one: "post", other: "posts" })} tagged <strong>{activeLabel}</strong>.{" "}
          <Link to="/blog" className="font-semibold text-brand-700 underline">
            Show all posts
          </Link>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyNote title="No posts here yet.">
          {tag || page > 1 ? (
            <>
              Try{" "}
              <Link to="/blog" className="font-semibold text-brand-700 underline">
                all posts
              </Link>{" "}
              instead.
            </>
          ) : (
            "New articles are on their way. Please check back soon."
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
        label="Blog pages"
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        hrefFor={(target) => listHref("/blog", { tag, page: target })}
      />
    </ListPage>
  );
}
