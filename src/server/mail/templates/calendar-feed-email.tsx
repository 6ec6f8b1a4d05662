import { Text } from '@react-email/text';
import { ActionButton, EmailLayout, paragraph, PrivateLinkNote, type EmailAgency } from './email-layout.js';

export interface CalendarFeedProps {
  agency: EmailAgency;
  /** The manager's name, '' when the agency has none. */
  managerName: string;
  celebrityName: string;
  /** The feed's address, https://…/api/calendar-feeds/<secret>.ics (stored with `[hidden]`). */
  feedUrl: string;
}

/** The same address for the calendars that subscribe through webcal:// (Apple's, Outlook's desktop). */
function webcalOf(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/**
 * To a celebrity's manager, sent by staff from the celebrity's page (issue 39): the private
 * address of the celebrity's calendar, and how to add it to Google Calendar, Apple's Calendar
 * and Outlook. The calendar names each booking's city, venue and event, never the customer.
 */
export function CalendarFeedEmail({ agency, managerName, celebrityName, feedUrl }: CalendarFeedProps) {
  return (
    <EmailLayout
      agency={agency}
      preview={`${celebrityName}’s calendar on your phone`}
      heading={`${celebrityName}’s calendar on your phone`}
    >
      <Text style={paragraph}>{managerName ? `Dear ${managerName},` : 'Hello,'}</Text>
      <Text style={paragraph}>
        Here is the private address of {celebrityName}’s calendar with us: confirmed bookings, dates on hold and dates
        blocked, each with its city and venue where we know them. Your calendar app checks it for changes by itself.
      </Text>
      <ActionButton href={webcalOf(feedUrl)}>Add to my calendar</ActionButton>
      <Text style={{ ...paragraph, marginTop: '16px' }}>
        <strong>Google Calendar:</strong> on a computer, open Google Calendar, choose “+” beside “Other calendars”, then
        “From URL”, paste the address below and choose “Add calendar”. It then shows on your phone too.
      </Text>
      <Text style={paragraph}>
        <strong>Apple Calendar (iPhone, iPad, Mac):</strong> tap the button above, or in Settings → Calendar → Accounts
        → Add Account → Other → Add Subscribed Calendar, paste the address below.
      </Text>
      <Text style={paragraph}>
        <strong>Outlook:</strong> in Outlook on the web choose Add calendar → Subscribe from web, paste the address
        below and choose Import.
      </Text>
      <PrivateLinkNote
        href={feedUrl}
        warning="Keep this address to yourself: anyone who has it can read the calendar. If it reaches someone else, ask us for a new one."
      />
    </EmailLayout>
  );
}
