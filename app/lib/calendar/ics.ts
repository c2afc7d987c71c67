/*
 * An iCalendar (RFC 5545) writer for a published calendar: what calendar apps import as a file or
 * follow as a subscription. Pure: the feed's content is chosen elsewhere (feed.server.ts).
 *
 * The format's traps, each handled here: lines end with CRLF; a content line longer than 75
 * octets is folded (CRLF + one space) without splitting a UTF-8 character; TEXT values escape
 * backslash, semicolon, comma and newlines; a day-long event is a DATE whose DTEND is the next
 * day (exclusive), a timed one is in UTC with a `Z`.
 */

/** When an event happens: a whole day (YYYY-MM-DD), or two instants in epoch ms. */
export type IcsWhen = { readonly day: string } | { readonly start: number; readonly end: number };

export interface IcsEvent {
  /** Stable across feeds, so a calendar app updates the event instead of adding a copy. */
  readonly uid: string;
  readonly when: IcsWhen;
  readonly summary: string;
  readonly description: string | null;
  /** Absolute URL. */
  readonly url: string | null;
  /** TENTATIVE for what is planned, CONFIRMED for what is done. */
  readonly status: 'TENTATIVE' | 'CONFIRMED';
}

export interface IcsCalendar {
  /** The product identifier, `-//Vendor//Product//Language`. */
  readonly productId: string;
  /** The name calendar apps show for the subscription. */
  readonly name: string;
  /** How often a subscribing app should fetch again, in minutes. */
  readonly refreshMinutes: number;
  /** When the feed was produced (epoch ms): every event's DTSTAMP. */
  readonly generatedAt: number;
  readonly events: readonly IcsEvent[];
}

const CRLF = '\r\n';
/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with one
 * space (which counts in its 75). Cuts fall between code points, so a multi-byte character
 * (accent, emoji) is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma escaped, any line break as `\n`. Other
 * control characters are not allowed in TEXT and are dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** An instant in UTC, `20261123T071500Z` (§3.3.5, form #2). */
export function utcDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A calendar day, `20261123` (§3.3.4). */
const icsDate = (day: string) => day.replaceAll('-', '');

/** The day after a YYYY-MM-DD day (DTEND of a day-long event is exclusive). */
function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function whenLines(when: IcsWhen): string[] {
  if ('day' in when) return [`DTSTART;VALUE=DATE:${icsDate(when.day)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(when.day))}`];
  // An event must not end before it starts; a zero-length session still reads as an instant.
  return [`DTSTART:${utcDateTime(when.start)}`, `DTEND:${utcDateTime(Math.max(when.start, when.end))}`];
}

/** A URI value carries no line break (it would end the content line). */
const uriValue = (url: string) => url.replace(/[\r\n]/g, '');

function eventLines(event: IcsEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...whenLines(event.when),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${uriValue(event.url)}`] : []),
    `STATUS:${event.status}`,
    'END:VEVENT',
  ];
}

/** The whole calendar as an iCalendar object: CRLF line ends, folded lines, a final CRLF. */
export function serializeCalendar(calendar: IcsCalendar): string {
  const stamp = utcDateTime(calendar.generatedAt);
  const refresh = `PT${Math.max(1, Math.round(calendar.refreshMinutes))}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(calendar.productId)}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    // RFC 7986's refresh interval, and the older name some apps still read.
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
