import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('iCalendar serializer (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('정보처리기사, 필기; 접수')).toBe('정보처리기사\\, 필기\\; 접수');
  });

  it('leaves a line of 75 octets whole and folds a longer one with CRLF and a space', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(exact)).toBe(75);
    expect(foldLine(exact)).toBe(exact);
    const long = `SUMMARY:${'a'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts[1]?.startsWith(' ')).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
  });

  it('folds long Korean lines only between UTF-8 characters, each part at most 75 octets', () => {
    const line = `SUMMARY:${'한국산업인력공단 정보처리기사 필기시험 원서접수 시작 '.repeat(5)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A cut inside a three-octet syllable would leave a replacement character.
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    // Every continuation is as full as a whole syllable allows.
    for (const part of parts.slice(0, -1)) expect(octets(part)).toBeGreaterThan(72);
  });

  it('writes a VCALENDAR with all-day events, stable UIDs and CRLF endings', () => {
    const text = serializeCalendar({
      name: '일터 일정',
      stamp: new Date('2026-11-25T01:02:03.456Z'),
      events: [
        {
          uid: 'posting-close-31-20261130@ilteo',
          date: '20261130',
          summary: '백엔드 개발자, 신입; 마감',
          url: 'https://ilteo.example/person/recrtinfo/detail?postingId=31',
        },
        {
          uid: 'cert-exam-1320-2026-4-written@ilteo',
          date: '20261231',
          summary: '정보처리기사 필기 시험',
          url: 'https://ilteo.example/person/certi-lang/certi/detail?code=1320',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('PRODID:-//Ilteo//My Home Calendar//KO');
    expect(lines).toContain('X-WR-CALNAME:일터 일정');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261130');
    expect(lines).toContain('DTEND;VALUE=DATE:20261201');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTAMP:20261125T010203Z');
    expect(lines).toContain('SUMMARY:백엔드 개발자\\, 신입\\; 마감');
    expect(lines).toContain('UID:posting-close-31-20261130@ilteo');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('drops control characters a title might carry', () => {
    const text = serializeCalendar({
      name: '일터 일정',
      stamp: new Date(0),
      events: [{ uid: 'u', date: '20260101', summary: 'a\u0007b\tc', url: 'https://x.example/' }],
    });
    expect(text).toContain('SUMMARY:abc');
  });
});
