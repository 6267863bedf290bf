import { useParams } from "react-router";
import { POST_STATUSES } from "#shared/constants.ts";
import { type BlogPost, blogPostInput } from "#shared/schemas/blogs.ts";
import { SelectInput, TextArea, TextInput } from "../../../components/admin/form-fields.tsx";
import { ImageUpload } from "../../../components/admin/image-upload.tsx";
import { isoToLocalInput, localInputToIso } from "../../../components/admin/local-date-time.ts";
import { MarkdownEditor } from "../../../components/admin/markdown-editor.tsx";
import { TagsInput } from "../../../components/admin/tags-input.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { postPublication } from "../../../features/admin/publication.ts";
import { useFormPublishing } from "../../../features/admin/publishing.tsx";
import { useResourceForm } from "../../../features/admin/use-resource-form.ts";
import { useSlugSuggestion } from "../../../features/admin/use-slug-suggestion.ts";

const EXCERPT_MAX = 300;

type Values = {
  title: string;
  slug: string;
  author: string;
  excerpt: string;
  body: string;
  coverImageUrl: string;
  tags: string[];
  status: (typeof POST_STATUSES)[number];
  /** As the datetime-local input holds it: local time, no zone. */
  publishedAt: string;
};

const EMPTY: Values = {
  title: "",
  slug: "",
  author: "",
  excerpt: "",
  body: "",
  coverImageUrl: "",
  tags: [],
  status: "draft",
  publishedAt: "",
};

const fromItem = (post: BlogPost): Values => ({
  title: post.title,
  slug: post.slug,
  author: post.author,
  excerpt: post.excerpt ?? "",
  body: post.body,
  coverImageUrl: post.coverImageUrl ?? "",
  tags: post.tags,
  status: post.status,
  publishedAt: isoToLocalInput(post.publishedAt),
});

const toPayload = (values: Values) => ({
  ...values,
  publishedAt: localInputToIso(values.publishedAt),
});

const STATUS_OPTIONS = POST_STATUSES.map((status) => ({
  value: status,
  label: status === "draft" ? "Draft (not on the site)" : "Published",
}));

export default function BlogPostForm() {
  const { id } = useParams();
  const form = useResourceForm({
    resource: "blogs",
    noun: "blog post",
    id,
    empty: EMPTY,
    fromItem,
    toPayload,
    schema: blogPostInput,
    describe: (values) => values.title,
  });
  const { values, setField, touch, bind, errors } = form;
  const publishing = useFormPublishing("blogs", form, postPublication, (post) => post.title);
  const slug = useSlugSuggestion("blogs", values.title, values.slug, id, !id);
  // The schema reports a bad tag on its own path ("tags.3"); the tags control shows the first.
  const tagsError =
    errors.tags ?? Object.entries(errors).find(([field]) => field.startsWith("tags."))?.[1];

  return (
    <FormScreen
      title={id ? `Edit ${values.title || "blog post"}` : "New blog post"}
      resource="blogs"
      entity="blog"
      id={id}
      onSave={() => void form.save()}
      {...form}
      {...publishing}
    >
      <TextInput label="Title" {...bind("title")} required />
      <TextInput
        label="Slug"
        name="slug"
        value={values.slug}
        placeholder={slug.suggestion}
        hint={
          slug.message ??
          "The address of the post: /blog/<slug>. Left empty, it is made from the title."
        }
        onChange={(value) => setField("slug", value)}
        onBlur={() => touch("slug")}
        error={errors.slug ?? slug.conflict}
      />
      <TextInput label="Author" {...bind("author")} />
      <TextArea
        label="Excerpt"
        name="excerpt"
        rows={3}
        hint={`A short summary for the blog list and search results: ${values.excerpt.length} of ${EXCERPT_MAX} characters.`}
        value={values.excerpt}
        onChange={(value) => setField("excerpt", value)}
        onBlur={() => touch("excerpt")}
        error={
          errors.excerpt &&
          (values.excerpt.trim().length > EXCERPT_MAX
            ? `Too long: ${values.excerpt.trim().length} characters, at most ${EXCERPT_MAX}.`
            : errors.excerpt)
        }
      />
      <MarkdownEditor label="Body" {...bind("body")} />
      <ImageUpload
        label="Cover image"
        kind="cover"
        value={values.coverImageUrl}
        onChange={(url) => setField("coverImageUrl", url)}
        error={errors.coverImageUrl}
      />
      <TagsInput
        label="Tags"
        name="tags"
        value={values.tags}
        onChange={(tags) => setField("tags", tags)}
        onBlur={() => touch("tags")}
        error={tagsError}
      />
      <SelectInput
        label="Status"
        name="status"
        value={values.status}
        options={STATUS_OPTIONS}
        onChange={(value) => setField("status", value as Values["status"])}
        error={errors.status}
      />
      <TextInput
        label="Published at"
        {...bind("publishedAt")}
        type="datetime-local"
        hint="Your local time. A future time schedules the post; left empty, it is set when the post is first published."
      />
    </FormScreen>
  );
}
