import { useState } from "react";
import { EVENT_FORMATS, EVENT_STATUSES } from "#shared/constants.ts";
import { type Event, eventInput } from "#shared/schemas/events.ts";
import { instantToWallTime } from "#shared/time.ts";
import { optionsOf } from "../../../components/admin/options.ts";
import { timeZoneOptions, ZonedWhen } from "../../../components/admin/zoned-date-time.tsx";
import { FORMAT_LABELS } from "../../../components/events/event-time.ts";
import {
  ImageField,
  LanguageField,
  MarkdownField,
  SelectField,
  TextAreaField,
  TextField,
} from "../../../features/admin/bound-fields.tsx";
import { ConfirmDialog } from "../../../features/admin/confirm-dialog.tsx";
import { FormScreen } from "../../../features/admin/form-screen.tsx";
import { fromAmount, toAmount, toInstant } from "../../../features/admin/form-values.ts";
import { EVENTS } from "../../../features/admin/resources.ts";
import { type FormOptions, useResourceForm } from "../../../features/admin/use-resource-form.ts";

const STATUS_LABELS = {
  draft: "Draft (not on the site)",
  published: "Published",
  cancelled: "Cancelled",
  completed: "Completed",
} as const;

const EMPTY = {
  language: "en",
  title: "",
  summary: "",
  description: "",
  /** Wall times in `timezone`, as the datetime-local inputs hold them. */
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
  /** The status as stored, so only a change to "cancelled" asks for confirmation. */
  savedStatus: "",
};
type Values = typeof EMPTY;

const fromItem = (event: Event): Values => ({
  language: event.language,
  title: event.title,
  summary: event.summary ?? "",
  description: event.description,
  startsAt: instantToWallTime(event.startsAt, event.timezone),
  endsAt: instantToWallTime(event.endsAt, event.timezone),
  timezone: event.timezone,
  format: event.format,
  venue: event.venue ?? "",
  city: event.city ?? "",
  onlineUrl: event.onlineUrl ?? "",
  imageUrl: event.imageUrl ?? "",
  registrationUrl: event.registrationUrl ?? "",
  capacity: fromAmount(event.capacity),
  status: event.status,
  savedStatus: event.status,
});

const toPayload = ({ savedStatus, ...values }: Values) => ({
  ...values,
  startsAt: toInstant(values.startsAt, values.timezone),
  endsAt: values.endsAt ? toInstant(values.endsAt, values.timezone) : null,
  capacity: toAmount(values.capacity),
});

const FORM: FormOptions<Values, Event> = {
  ...EVENTS,
  empty: EMPTY,
  fromItem,
  toPayload,
  schema: eventInput,
  describe: (values) => values.title,
};

export default function EventForm() {
  const form = useResourceForm(FORM);
  const { values } = form;
  const [confirmCancel, setConfirmCancel] = useState(false);

  function onSave() {
    const cancelling = values.status === "cancelled" && values.savedStatus !== "cancelled";
    // Only a valid form gets the question; otherwise the save shows what to correct first.
    if (cancelling && eventInput.safeParse(toPayload(values)).success) setConfirmCancel(true);
    else form.submit();
  }

  return (
    <FormScreen form={form} onSave={onSave}>
      <TextField label="Title" name="title" required />
      <LanguageField name="language" />
      <TextAreaField
        label="Summary"
        name="summary"
        rows={2}
        hint="One or two sentences for the event cards, up to 300 characters."
      />
      <MarkdownField label="Description" name="description" />
      <ZonedWhen startsAt={values.startsAt} timezone={values.timezone}>
        <TextField
          label="Starts"
          name="startsAt"
          type="datetime-local"
          required
          deps={["endsAt", "status"]}
        />
        <TextField label="Ends" name="endsAt" type="datetime-local" deps={["status"]} />
        <div className="sm:col-span-2">
          <SelectField
            label="Time zone"
            name="timezone"
            required
            options={timeZoneOptions(values.timezone, values.startsAt)}
            deps={["startsAt", "endsAt"]}
          />
        </div>
      </ZonedWhen>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Format"
          name="format"
          required
          empty="Choose a format"
          options={optionsOf(EVENT_FORMATS, FORMAT_LABELS)}
        />
        <TextField label="City" name="city" />
      </div>
      <TextField label="Venue" name="venue" hint="For in-person and hybrid events." />
      <TextField
        label="Online URL"
        name="onlineUrl"
        type="url"
        placeholder="https://"
        hint="The meeting link for online and hybrid events; hidden once the event is cancelled."
      />
      <ImageField label="Image" name="imageUrl" kind="event" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Registration URL"
          name="registrationUrl"
          type="url"
          placeholder="https://"
          hint="Where people sign up."
        />
        <TextField
          label="Capacity"
          name="capacity"
          type="number"
          hint="Places available; empty for no limit."
        />
      </div>
      <SelectField
        label="Status"
        name="status"
        hint="Published, cancelled and completed events are all shown on the site; drafts are not."
        options={optionsOf(EVENT_STATUSES, STATUS_LABELS)}
      />
      <ConfirmDialog
        open={confirmCancel}
        title="Cancel this event?"
        confirmLabel="Save and cancel the event"
        danger
        onConfirm={() => {
          setConfirmCancel(false);
          form.submit();
        }}
        onCancel={() => setConfirmCancel(false)}
      >
        {`“${values.title}” will be shown as cancelled on the events page.`}
      </ConfirmDialog>
    </FormScreen>
  );
}
