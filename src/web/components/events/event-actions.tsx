import { Trans } from "@lingui/react/macro";

/** Register and add-to-calendar, offered only for an upcoming event that is going ahead. */
export type EventActionsData = {
  id: string;
  title: string;
  registrationUrl: string | null;
  googleUrl: string;
  outlookUrl: string;
};

const calendarLink =
  "inline-flex min-h-11 items-center rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50";

/**
 * The registration button comes first and near the top of the page, so a phone shows it without
 * scrolling through the description. The calendars' own pages open in a new tab, so the event
 * page stays where it was.
 */
export function EventActions({
  id,
  title,
  registrationUrl,
  googleUrl,
  outlookUrl,
}: EventActionsData) {
  return (
    <div className="mt-6 flex flex-col gap-4" data-testid="event-actions">
      {registrationUrl ? (
        <p>
          <a
            href={registrationUrl}
            rel="noopener"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
          >
            <Trans comment="The button to sign up for an event; the hidden part names the event">
              Register<span className="sr-only"> for {title}</span>
            </Trans>
          </a>
        </p>
      ) : null}
      <div>
        <p id="add-to-calendar" className="text-sm font-semibold">
          <Trans>Add to calendar</Trans>
        </p>
        <ul aria-labelledby="add-to-calendar" className="mt-2 flex flex-wrap gap-2">
          <li>
            <a href={googleUrl} target="_blank" rel="noopener noreferrer" className={calendarLink}>
              <Trans>
                <span className="sr-only">Add to </span>Google Calendar
                <span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          </li>
          <li>
            <a href={outlookUrl} target="_blank" rel="noopener noreferrer" className={calendarLink}>
              <Trans>
                <span className="sr-only">Add to </span>Outlook
                <span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          </li>
          <li>
            <a href={`/events/${id}/calendar.ics`} download className={calendarLink}>
              <Trans>
                <span className="sr-only">Add to calendar: </span>Apple and others (.ics file)
              </Trans>
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
