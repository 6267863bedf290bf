import { useParams } from "react-router";
import { type Video, videoInput } from "#shared/schemas/blogs.ts";
import { TextInput } from "../../../components/admin/form-fields.tsx";
import { ImageUpload } from "../../../components/admin/image-upload.tsx";
import { isoToLocalInput, localInputToIso } from "../../../components/admin/local-date-time.ts";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { useResourceForm } from "../../../features/admin/use-resource-form.ts";

type Values = {
  title: string;
  tag: string;
  thumbnailUrl: string;
  url: string;
  /** As the datetime-local input holds it: local time, no zone. */
  publishedAt: string;
};

const EMPTY: Values = { title: "", tag: "", thumbnailUrl: "", url: "", publishedAt: "" };

const fromItem = (video: Video): Values => ({
  title: video.title,
  tag: video.tag ?? "",
  thumbnailUrl: video.thumbnailUrl ?? "",
  url: video.url,
  publishedAt: isoToLocalInput(video.publishedAt),
});

const toPayload = (values: Values) => ({
  ...values,
  publishedAt: localInputToIso(values.publishedAt),
});

export default function VideoForm() {
  const { id } = useParams();
  const form = useResourceForm({
    resource: "videos",
    noun: "video",
    id,
    empty: EMPTY,
    fromItem,
    toPayload,
    schema: videoInput,
    describe: (values) => values.title,
  });
  const { values, setField, bind, errors } = form;

  return (
    <FormScreen
      title={id ? `Edit ${values.title || "video"}` : "New video"}
      resource="videos"
      entity="video"
      id={id}
      onSave={() => void form.save()}
      {...form}
    >
      <TextInput label="Title" {...bind("title")} required />
      <TextInput
        label="Video URL"
        {...bind("url")}
        type="url"
        required
        placeholder="https://"
        hint="Where the video plays, e.g. its YouTube or Vimeo page."
      />
      <TextInput
        label="Tag"
        {...bind("tag")}
        hint="One topic, shown on the card and used by the filter on /videos."
      />
      <ImageUpload
        label="Thumbnail"
        kind="thumbnail"
        value={values.thumbnailUrl}
        onChange={(url) => setField("thumbnailUrl", url)}
        error={errors.thumbnailUrl}
      />
      <TextInput
        label="Published at"
        {...bind("publishedAt")}
        type="datetime-local"
        hint="Your local time. A future time schedules the video; left empty, it is published now."
      />
    </FormScreen>
  );
}
