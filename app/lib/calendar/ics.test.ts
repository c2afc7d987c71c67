import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, MAX_LINE_OCTETS, serializeCalendar, utcDateTime, type IcsCalendar, type IcsEvent } from './ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes folding the way a reader does (RFC 5545 §3.1): a CRLF followed by one space vanishes. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

const generatedAt = Date.UTC(2026, 10, 23, 6, 30, 0);

const planned: IcsEvent = {
  uid: 'programme-p1-2-0-2026-11-25@elan.example',
  when: { day: '2026-11-25' },
  summary: 'Haut du corps',
  description: 'Programme : Force 5×5, semaine 2',
  url: 'https://elan.example/sessions/new/p1/2/0',
  status: 'TENTATIVE',
};

const done: IcsEvent = {
  uid: 'seance-s1@elan.example',
  when: { start: Date.UTC(2026, 10, 20, 17, 5, 0), end: Date.UTC(2026, 10, 20, 18, 20, 30) },
  summary: 'Jambes; squat, fentes\\soulevé',
  description: 'Durée : 1:15:30\nVolume : 12 450 kg',
  url: 'https://elan.example/sessions/view/s1',
  status: 'CONFIRMED',
};

const calendar = (events: readonly IcsEvent[]): IcsCalendar => ({
  productId: '-//Élan//Calendrier//FR',
  name: 'Élan — entraînement',
  refreshMinutes: 60,
  generatedAt,
  events,
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole and folds the 76th onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('counts the leading space of a continuation line in its 75 octets', () => {
    const folded = foldLine('y'.repeat(75 + 74 + 3)).split('\r\n');
    expect(folded.map(octets)).toEqual([75, 75, 4]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('never splits an accented letter or an emoji across two lines, and never exceeds 75 octets', () => {
    // 'é' is 2 octets and '💪' 4: with a 1-octet lead, every cut would fall inside one.
    for (const text of [`D${'é'.repeat(80)}`, `D${'💪'.repeat(40)}`, `SUMMARY:${'Séance 💪 à l’aube, '.repeat(12)}`]) {
      const lines = foldLine(text).split('\r\n');
      expect(lines.length).toBeGreaterThan(1);
      for (const line of lines) {
        expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
        // A split character would decode as U+FFFD.
        expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
      }
      expect(unfold(lines.join('\r\n'))).toBe(text);
    }
  });

  it('folds before a character that would straddle the limit', () => {
    // 74 ASCII octets then 'é' (2 octets): 76 > 75, so 'é' moves to the next line whole.
    expect(foldLine(`${'a'.repeat(74)}é`)).toBe(`${'a'.repeat(74)}\r\n é`);
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks, in that order of meaning', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('keeps colons, quotes and accents, and drops control characters TEXT cannot hold', () => {
    expect(escapeText('Durée : "1:15" à 7 h\u0007\u0000')).toBe('Durée : "1:15" à 7 h');
    expect(escapeText('tab\there')).toBe('tab\there');
  });
});

describe('utcDateTime', () => {
  it('writes an instant in UTC with a Z', () => {
    expect(utcDateTime(Date.UTC(2026, 2, 29, 1, 2, 3))).toBe('20260329T010203Z');
  });
});

describe('serializeCalendar', () => {
  const text = serializeCalendar(calendar([planned, done]));

  it('writes the reference calendar exactly', () => {
    expect(unfold(text).split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Élan//Calendrier//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Élan — entraînement',
      'REFRESH-INTERVAL;VALUE=DURATION:PT60M',
      'X-PUBLISHED-TTL:PT60M',
      'BEGIN:VEVENT',
      'UID:programme-p1-2-0-2026-11-25@elan.example',
      'DTSTAMP:20261123T063000Z',
      'DTSTART;VALUE=DATE:20261125',
      'DTEND;VALUE=DATE:20261126',
      'SUMMARY:Haut du corps',
      'DESCRIPTION:Programme : Force 5×5\\, semaine 2',
      'URL:https://elan.example/sessions/new/p1/2/0',
      'STATUS:TENTATIVE',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:seance-s1@elan.example',
      'DTSTAMP:20261123T063000Z',
      'DTSTART:20261120T170500Z',
      'DTEND:20261120T182030Z',
      'SUMMARY:Jambes\\; squat\\, fentes\\\\soulevé',
      'DESCRIPTION:Durée : 1:15:30\\nVolume : 12 450 kg',
      'URL:https://elan.example/sessions/view/s1',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('ends every line with CRLF and has no bare LF or CR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('ends a month-end day-long event on the first of the next month, and a year-end one on 1 January', () => {
    const ends = serializeCalendar(calendar([{ ...planned, when: { day: '2026-02-28' } }, { ...planned, uid: 'b', when: { day: '2026-12-31' } }]));
    expect(ends).toContain('DTEND;VALUE=DATE:20260301\r\n');
    expect(ends).toContain('DTEND;VALUE=DATE:20270101\r\n');
  });

  it('leaves out DESCRIPTION and URL when there are none', () => {
    const bare = serializeCalendar(calendar([{ ...planned, description: null, url: null }]));
    expect(bare).not.toContain('DESCRIPTION');
    expect(bare).not.toContain('URL:');
  });

  it('never ends an event before it starts', () => {
    const backwards = serializeCalendar(calendar([{ ...done, when: { start: Date.UTC(2026, 0, 1, 10), end: Date.UTC(2026, 0, 1, 9) } }]));
    expect(backwards).toContain('DTSTART:20260101T100000Z\r\nDTEND:20260101T100000Z');
  });
});

describe('serializeCalendar, read back by ical.js', () => {
  const longTitle = `Séance 💪 du matin, à l’aube; force\\puissance — ${'très '.repeat(20)}longue`;
  const longNotes = 'Ligne 1 : échauffement, 10 min\nLigne 2 : 5×5 à 80 %; repos 3 min\n'.repeat(4);
  const events: IcsEvent[] = [planned, done, { ...done, uid: 'seance-long@elan.example', summary: longTitle, description: longNotes }];
  const text = serializeCalendar(calendar(events));
  const component = new ICAL.Component(ICAL.parse(text));
  const vevents = component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

  it('is valid iCalendar with every line within 75 octets', () => {
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(MAX_LINE_OCTETS);
    expect(component.name).toBe('vcalendar');
    expect(component.getFirstPropertyValue('version')).toBe('2.0');
    expect(component.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Élan — entraînement');
  });

  it('gives back every event with its uid, texts and url intact', () => {
    expect(vevents.map((event) => event.uid)).toEqual(events.map((event) => event.uid));
    expect(vevents.map((event) => event.summary)).toEqual(events.map((event) => event.summary));
    expect(vevents.map((event) => event.description ?? null)).toEqual(events.map((event) => event.description));
    expect(vevents.map((event) => event.component.getFirstPropertyValue('url'))).toEqual(events.map((event) => event.url));
    expect(vevents.map((event) => event.component.getFirstPropertyValue('status'))).toEqual(['TENTATIVE', 'CONFIRMED', 'CONFIRMED']);
  });

  it('gives back a day-long event as a date and a timed one as UTC instants', () => {
    const [day, timed] = vevents;
    expect(day!.startDate.isDate).toBe(true);
    expect(day!.startDate.toString()).toBe('2026-11-25');
    expect(day!.endDate.toString()).toBe('2026-11-26');
    expect(timed!.startDate.isDate).toBe(false);
    expect(timed!.startDate.zone?.tzid).toBe('UTC');
    expect(timed!.startDate.toJSDate().getTime()).toBe(Date.UTC(2026, 10, 20, 17, 5, 0));
    expect(timed!.endDate.toJSDate().getTime()).toBe(Date.UTC(2026, 10, 20, 18, 20, 30));
    expect(timed!.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-23T06:30:00Z');
  });
});
