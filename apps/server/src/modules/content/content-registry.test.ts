import { describe, expect, it } from 'vitest';
import {
  ALARM_KINDS,
  CONTENT_KINDS,
  CONTENT_TYPES,
  REPORT_TARGETS,
  SEARCH_KIND_LIST,
  WATCHABLE_CONTENT_TYPES,
  contentPath,
  type AlarmKind,
  type ContentKind,
} from '@ilteo/contract';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  CONTENT_REGISTRY,
  alarmLink,
  alarmTarget,
  contentPathSql,
  kindsFor,
  usableKind,
} from './content-registry';
import type { AvailableKind } from './registry-types';

const kinds = Object.keys(CONTENT_REGISTRY) as ContentKind[];

describe('content-kind registry', () => {
  it('declares every content kind of the contract, and nothing else', () => {
    expect([...kinds].sort()).toEqual([...CONTENT_KINDS].sort());
  });

  it("has a watch list for exactly the kinds available for 관심 (the web's tabs)", () => {
    const available = kinds.filter(
      (k) => CONTENT_REGISTRY[k].status === 'available' && CONTENT_REGISTRY[k].uses.interest,
    );
    expect([...WATCHABLE_CONTENT_TYPES].sort()).toEqual(available.sort());
  });

  it('gives every available kind its visibility check', () => {
    for (const kind of kinds) {
      const entry = CONTENT_REGISTRY[kind];
      if (entry.status === 'available') {
        expect(typeof entry.items, kind).toBe('function');
      } else {
        expect(entry.area, kind).not.toBe('');
        expect('items' in entry, kind).toBe(false);
      }
    }
    // @ts-expect-error an available kind without its visibility check does not compile
    const unchecked: AvailableKind = {
      status: 'available',
      uses: { interest: true, report: true, search: true },
      alarms: [],
    };
    expect(unchecked.status).toBe('available');
  });

  it('agrees with what the API accepts: interest, report and search kinds', () => {
    // Every kind the API names is declared for that use (possibly planned) …
    for (const kind of CONTENT_TYPES) expect(CONTENT_REGISTRY[kind].uses.interest, kind).toBe(true);
    for (const kind of REPORT_TARGETS) expect(CONTENT_REGISTRY[kind].uses.report, kind).toBe(true);
    // … and the global search shows exactly the available searchable kinds.
    const searchable = kindsFor('search').filter((k) => CONTENT_REGISTRY[k].status === 'available');
    expect(searchable.sort()).toEqual([...SEARCH_KIND_LIST].sort());
  });

  it('refuses planned kinds and uses a kind does not have, with code 202 and the field', () => {
    expect(usableKind('posting', 'report').status).toBe('available');
    const refusal = (kind: ContentKind, use: 'interest' | 'report') => {
      try {
        usableKind(kind, use);
      } catch (error) {
        return error as { code: string; status: number; message: string };
      }
      return undefined;
    };
    expect(refusal('chat-message', 'interest')).toMatchObject({
      code: '202',
      status: 400,
      message: expect.stringMatching(/^contentType: /) as unknown,
    });
    expect(refusal('certificate', 'report')).toMatchObject({
      status: 400,
      message: expect.stringMatching(/^targetType: /) as unknown,
    });
    for (const kind of kinds) {
      if (CONTENT_REGISTRY[kind].status === 'planned') {
        expect(refusal(kind, 'interest'), kind).toBeDefined();
        expect(refusal(kind, 'report'), kind).toBeDefined();
      }
    }
  });

  it('points each alarm kind at one content kind at most, and links to its detail', () => {
    for (const alarm of Object.keys(ALARM_KINDS) as AlarmKind[]) {
      const owners = kinds.filter((k) => CONTENT_REGISTRY[k].alarms.includes(alarm));
      expect(owners.length, alarm).toBeLessThanOrEqual(1);
    }
    expect(alarmTarget('posting-closing')).toBe('posting');
    expect(alarmLink('posting-closing', '31')).toBe('/person/recrtinfo/detail?postingId=31');
    expect(alarmLink('comment', '7')).toBe('/person/certi-lang/commu/detail?postId=7');
    expect(alarmLink('reply', '7')).toBe('/person/certi-lang/commu/detail?postId=7');
    expect(alarmTarget('reply')).toBe('community-post');
    expect(alarmTarget('application-status')).toBeUndefined();
  });

  it('builds the same link in SQL as in code', () => {
    const query = new PgDialect().sqlToQuery(contentPathSql('posting', sql`p.posting_id`));
    expect(query.sql).toBe('$1::text || p.posting_id');
    expect(`${String(query.params[0])}31`).toBe(contentPath('posting', '31'));
    expect(contentPath('certificate', 'A&B 1')).toBe(
      '/person/certi-lang/certi/detail?code=A%26B+1',
    );
  });
});
