import { type Video, videoInput } from "#shared/schemas/blogs.ts";
import { instantToWallTime } from "#shared/time.ts";
import { ImageField, TextField } from "../../../features/admin/bound-fields.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { toInstant } from "../../../features/admin/form-values.ts";
import { VIDEOS } from "../../../features/admin/resources.ts";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

const EMPTY = {
  title: "",
  tag: "",
  thumbnailUrl: "",
  url: "",
  /** As the datetime-local input holds it: local time, no zone. */
  publishedAt: "",
};
type Values = typeof EMPTY;

const fromItem = (video: Video): Values => ({
  title: video.title,
  tag: video.tag ?? "",
  thumbnailUrl: video.thumbnailUrl ?? "",
  url: video.url,
  publishedAt: instantToWallTime(video.publishedAt),
});

const toPayload = (values: Values) => ({ ...values, publishedAt: toInstant(values.publishedAt) });

const FORM: FormOptions<Values, Video> = {
  ...VIDEOS,
  empty: EMPTY,
  fromItem,
  toPayload,
  schema: videoInput,
  describe: (values) => values.title,
};

export default function VideoForm() {
  const form = useResourceForm(FORM);

  return (
    <FormScreen form={form}>
      <TextField label="Title" name="title" required />
      <TextField
        label="Video URL"
        name="url"
        type="url"
        required
        placeholder="https://"
        hint="Where the video plays, e.g. its YouTube or Vimeo page."
      />
      <TextField
        label="Tag"
        name="tag"
        hint="One topic, shown on the card and used by the filter on /videos."
      />
      <ImageField label="Thumbnail" name="thumbnailUrl" kind="thumbnail" />
      <TextField
        label="Published at"
        name="publishedAt"
        type="datetime-local"
        hint="Your local time. A future time schedules the video; left empty, it is published now."
      />
    </FormScreen>
  );
}
