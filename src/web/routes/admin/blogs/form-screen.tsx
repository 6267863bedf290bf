import { useController } from "react-hook-form";
import { POST_STATUSES } from "#shared/constants.ts";
import { type BlogPost, blogPostInput } from "#shared/schemas/blogs.ts";
import { instantToWallTime } from "#shared/time.ts";
import { TextArea } from "../../../components/admin/form-fields.tsx";
import {
  ImageField,
  LanguageField,
  MarkdownField,
  SelectField,
  TagsField,
  TextField,
} from "../../../features/admin/bound-fields.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { toInstant } from "../../../features/admin/form-values.ts";
import { BLOG_POSTS } from "../../../features/admin/resources.ts";
import { SlugField } from "../../../features/admin/slug-field.tsx";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

const EXCERPT_MAX = 300;

const EMPTY = {
  language: "en",
  title: "",
  slug: "",
  author: "",
  excerpt: "",
  body: "",
  coverImageUrl: "",
  tags: [] as string[],
  status: "draft" as (typeof POST_STATUSES)[number],
  /** As the datetime-local input holds it: local time, no zone. */
  publishedAt: "",
};
type Values = typeof EMPTY;

const fromItem = (post: BlogPost): Values => ({
  language: post.language,
  title: post.title,
  slug: post.slug,
  author: post.author,
  excerpt: post.excerpt ?? "",
  body: post.body,
  coverImageUrl: post.coverImageUrl ?? "",
  tags: post.tags,
  status: post.status,
  publishedAt: instantToWallTime(post.publishedAt),
});

const toPayload = (values: Values) => ({ ...values, publishedAt: toInstant(values.publishedAt) });

const STATUS_OPTIONS = POST_STATUSES.map((status) => ({
  value: status,
  label: status === "draft" ? "Draft (not on the site)" : "Published",
}));

/** The excerpt with its length as the admin types, and by how much it is too long. */
function ExcerptField() {
  const { field, fieldState } = useController({ name: "excerpt" });
  const length = field.value.trim().length;
  const error =
    fieldState.error &&
    (length > EXCERPT_MAX
      ? `Too long: ${length} characters, at most ${EXCERPT_MAX}.`
      : fieldState.error.message);
  return (
    <TextArea
      label="Excerpt"
      name="excerpt"
      rows={3}
      hint={`A short summary for the blog list and search results: ${field.value.length} of ${EXCERPT_MAX} characters.`}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

const FORM: FormOptions<Values, BlogPost> = {
  ...BLOG_POSTS,
  empty: EMPTY,
  fromItem,
  toPayload,
  schema: blogPostInput,
  describe: (values) => values.title,
};

export default function BlogPostForm() {
  const form = useResourceForm(FORM);

  return (
    <FormScreen form={form}>
      <TextField label="Title" name="title" required />
      <LanguageField name="language" />
      <SlugField
        resource="blogs"
        source="title"
        id={form.id}
        hint="The address of the post: /blog/<slug>. Left empty, it is made from the title."
      />
      <TextField label="Author" name="author" />
      <ExcerptField />
      <MarkdownField label="Body" name="body" />
      <ImageField label="Cover image" name="coverImageUrl" kind="cover" />
      <TagsField label="Tags" name="tags" />
      <SelectField label="Status" name="status" options={STATUS_OPTIONS} />
      <TextField
        label="Published at"
        name="publishedAt"
        type="datetime-local"
        hint="Your local time. A future time schedules the post; left empty, it is set when the post is first published."
      />
    </FormScreen>
  );
}
