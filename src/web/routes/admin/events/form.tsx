import { useState } from "react";
import { useParams } from "react-router";
import { EVENT_FORMATS, EVENT_STATUSES } from "#shared/constants.ts";
import { type Event, eventInput } from "#shared/schemas/events.ts";
import { isoToZonedWallTime } from "#shared/time.ts";
import { withCrossFieldRules } from "../../../components/admin/cross-field-rules.ts";
import { SelectInput, TextArea, TextInput } from "../../../components/admin/form-fields.tsx";
import { ImageUpload } from "../../../components/admin/image-upload.tsx";
import { MarkdownEditor } from "../../../components/admin/markdown-editor.tsx";
import { toAmount } from "../../../components/admin/salary-range.tsx";
import { wallTimeToIsoOrNull, ZonedDateTime } from "../../../components/admin/zoned-date-time.tsx";
import { FORMAT_LABELS } from "../../../components/events/event-time.ts";
import { ConfirmDialog } from "../../../features/admin/confirm-dialog.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { eventPublication } from "../../../features/admin/publication.ts";
import { useFormPublishing } from "../../../features/admin/publishing.tsx";
import { useResourceForm } from "../../../features/admin/use-resource-form.ts";
import { validate } from "../../../lib/form-errors.ts";

const STATUS_LABELS = {
  draft: "Draft (not on the site)",
  published: "Published",
  cancelled: "Cancelled",
  completed: "Completed",
} as const;

type Values = {
  title: string;
  summary: string;
  description: string;
  /** Wall times in `timezone`, as the datetime-local inputs hold them. */
  startsAt: string;
  endsAt: string;
  timezone: string;
  format: string;
  venue: string;
  city: string;
  onlineUrl: string;
  imageUrl: string;
  registrationUrl: string;
  capacity: string;
  status: string;
  /** The status as stored, so only a change to "cancelled" asks for confirmation. */
  savedStatus: string;
};

const EMPTY: Values = {
  title: "",
  summary: "",
  description: "",
  startsAt: "",
  endsAt: "",
  timezone: "Asia/Singapore",
  format: "",
  venue: "",
  city: "",
  onlineUrl: "",
  imageUrl: "",
  registrationUrl: "",
  capacity: "",
  status: "draft",
  savedStatus: "",
};

// "Must not be before the start" is shown even while the title or format is still missing.
const formSchema = withCrossFieldRules(eventInput, {
  title: "Title",
  timezone: "UTC",
  format: "online",
});

function safeWallTime(iso: string | null, timeZone: string): string {
  if (!iso) return "";
  try {
    return isoToZonedWallTime(iso, timeZone);
  } catch {
    return isoToZonedWallTime(iso, "UTC");
  }
}

const fromItem = (event: Event): Values => ({
  title: event.title,
  summary: event.summary ?? "",
  description: event.description,
  startsAt: safeWallTime(event.startsAt, event.timezone),
  endsAt: safeWallTime(event.endsAt, event.timezone),
  timezone: event.timezone,
  format: event.format,
  venue: event.venue ?? "",
  city: event.city ?? "",
  onlineUrl: event.onlineUrl ?? "",
  imageUrl: event.imageUrl ?? "",
  registrationUrl: event.registrationUrl ?? "",
  capacity: event.capacity === null ? "" : String(event.capacity),
  status: event.status,
  savedStatus: event.status,
});

// An incomplete wall time is passed on as typed, so the schema names the problem beside the field.
const toPayload = ({ savedStatus, ...values }: Values) => ({
  ...values,
  startsAt: wallTimeToIsoOrNull(values.startsAt, values.timezone) ?? values.startsAt,
  endsAt: values.endsAt
    ? (wallTimeToIsoOrNull(values.endsAt, values.timezone) ?? values.endsAt)
    : null,
  capacity: toAmount(values.capacity),
});

export default function EventForm() {
  const { id } = useParams();
  const form = useResourceForm({
    resource: "events",
    noun: "event",
    id,
    empty: EMPTY,
    fromItem,
    toPayload,
    schema: formSchema,
    describe: (values) => values.title,
  });
  const { values, setField, touch, bind, errors } = form;
  const publishing = useFormPublishing("events", form, eventPublication, (event) => event.title);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const text = (field: "title" | "venue" | "city" | "onlineUrl" | "registrationUrl") => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setField(field, value),
    onBlur: () => touch(field),
    error: errors[field],
  });

  function onSave() {
    const cancelling = values.status === "cancelled" && values.savedStatus !== "cancelled";
    // Only a valid form gets the question; otherwise save() shows what to correct first.
    if (cancelling && validate(eventInput, toPayload(values)).ok) setConfirmCancel(true);
    else void form.save();
  }

  return (
    <FormScreen
      title={id ? `Edit ${values.title || "event"}` : "New event"}
      resource="events"
      entity="event"
      id={id}
      {...form}
      {...publishing}
      onSave={onSave}
    >
      <TextInput label="Title" required {...text("title")} />
      <TextArea
        label="Summary"
        {...bind("summary")}
        rows={2}
        hint="One or two sentences for the event cards, up to 300 characters."
      />
      <MarkdownEditor label="Description" {...bind("description")} />
      <ZonedDateTime
        startsAt={values.startsAt}
        endsAt={values.endsAt}
        timezone={values.timezone}
        onChange={(field, value) => setField(field, value)}
        onBlur={touch}
        errors={errors}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          label="Format"
          {...bind("format")}
          required
          empty="Choose a format"
          options={EVENT_FORMATS.map((key) => ({ value: key, label: FORMAT_LABELS[key] }))}
        />
        <TextInput label="City" {...text("city")} />
      </div>
      <TextInput label="Venue" hint="For in-person and hybrid events." {...text("venue")} />
      <TextInput
        label="Online URL"
        type="url"
        placeholder="https://"
        hint="The meeting link for online and hybrid events; hidden once the event is cancelled."
        {...text("onlineUrl")}
      />
      <ImageUpload
        label="Image"
        kind="event"
        value={values.imageUrl}
        onChange={(url) => setField("imageUrl", url)}
        error={errors.imageUrl}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Registration URL"
          type="url"
          placeholder="https://"
          hint="Where people sign up."
          {...text("registrationUrl")}
        />
        <TextInput
          label="Capacity"
          {...bind("capacity")}
          type="number"
          hint="Places available; empty for no limit."
        />
      </div>
      <SelectInput
        label="Status"
        {...bind("status")}
        hint="Published, cancelled and completed events are all shown on the site; drafts are not."
        options={EVENT_STATUSES.map((key) => ({ value: key, label: STATUS_LABELS[key] }))}
      />
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this event?"
        confirmLabel="Save and cancel the event"
        danger
        onConfirm={() => {
          setConfirmCancel(false);
          void form.save();
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        {`“${values.title}” will be shown as cancelled on the events page.`}
      </ConfirmDialog>
    </FormScreen>
  );
}
