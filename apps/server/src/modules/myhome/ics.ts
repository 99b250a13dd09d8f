/**
 * The iCalendar (RFC 5545) text of a member's calendar feed: a pure
 * function of the events, so phones subscribing to the same link see the
 * same calendar and the rules (escaping, folding, CRLF) are unit-tested.
 */

export interface IcsEvent {
  /** Stable for the same occurrence, so a subscriber updates rather than duplicates it. */
  uid: string;
  /** YYYYMMDD: an all-day event. */
  date: string;
  summary: string;
  /** Absolute link to the item. */
  url: string;
  /** Plain text; optional. */
  description?: string;
}

export interface IcsCalendar {
  name: string;
  /** When the text was made (DTSTAMP of every event). */
  stamp: Date;
  events: readonly IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 3.1): the break goes
 * between characters, never inside a UTF-8 sequence (a Hangul syllable is
 * three octets), and each continuation starts with one space, which counts
 * towards its 75.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20261125T010203Z */
function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The day after a YYYYMMDD (an all-day event's DTEND is exclusive). */
function nextDay(ymd: string): string {
  const at = Date.UTC(
    Number(ymd.slice(0, 4)),
    Number(ymd.slice(4, 6)) - 1,
    Number(ymd.slice(6, 8)),
  );
  return new Date(at + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Control characters other than newlines have no place in a property value. */
const withoutControls = (value: string) =>
  // eslint-disable-next-line no-control-regex -- stripping them is the point
  value.replace(/[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/g, '');

export function serializeCalendar(calendar: IcsCalendar): string {
  const stamp = utcStamp(calendar.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ilteo//My Home Calendar//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(withoutControls(calendar.name))}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    // Calendar apps poll a subscribed feed; twice a day is enough for close dates.
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(withoutControls(event.uid))}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${event.date}`,
      `DTEND;VALUE=DATE:${nextDay(event.date)}`,
      `SUMMARY:${escapeText(withoutControls(event.summary))}`,
      // URL is a URI value, not TEXT: it is not escaped (our paths carry no commas or semicolons).
      `URL:${withoutControls(event.url)}`,
      ...(event.description
        ? [`DESCRIPTION:${escapeText(withoutControls(event.description))}`]
        : []),
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
