import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { postingFilterSchema, type PostingFilterInput } from '@ilteo/contract';
import { filterWhere } from './posting-filters';
import { chooseKeywordForm, type KeywordForm } from './posting-keyword';
import { orderBySql } from './posting-order';

const dialect = new PgDialect();
const render = (input: PostingFilterInput, keywordForm?: KeywordForm) =>
  dialect.sqlToQuery(filterWhere(postingFilterSchema.parse(input), '2026-05-20', { keywordForm }));

describe('filterWhere', () => {
  it('is the open-postings condition alone without filters', () => {
    const q = render({});
    expect(q.sql).toMatch(/^\(p\.status = 'open' and p\.open_date <= \$1::date/);
    expect(q.params).toEqual(['2026-05-20', '2026-05-20']);
  });

  it('binds every user value as a parameter, never as SQL text', () => {
    const hostile = `'); drop table job_posting; --`;
    const q = render({
      keyword: hostile,
      regions: '11680',
      jobs: '024',
      educations: '05',
      employmentTypes: '10',
      companyTypes: '01',
      preferentials: 'S',
      careers: 'E',
      careerYears: '3',
      salaryMin: '4000',
      deadline: 'within7',
      companyId: '7',
      intern: 'N',
    });
    expect(q.sql).not.toContain('drop table');
    expect(q.sql).not.toContain('11680');
    expect(q.params).toContainEqual(['11680']);
    expect(q.params).toContain(40_000_000);
    expect(q.params).toContain('2026-05-27');
    // Spaces go (normalised), the LIKE wildcard _ is escaped.
    expect(q.params).toContain("%');droptablejob\\_posting;--%");
  });

  it('uses the GIN-served operators for codes and keywords', () => {
    const q = render({ regions: '11000', jobs: '02', preferentials: 'B', keyword: '개발' });
    expect(q.sql).toContain('p.region_match && $');
    expect(q.sql).toContain('p.job_match && $');
    expect(q.sql).toContain('p.preferential_codes && $');
    expect(q.sql).toContain('d.search_grams @> $');
    expect(q.sql).toContain('d.search_text like $');
    expect(q.params).toContainEqual(['개발']);
    expect(q.params).toContain('%개발%');
  });

  it('searches initials in their own column and escapes LIKE wildcards', () => {
    expect(render({ keyword: 'ㄱㅂ' }).sql).toContain('d.initials like');
    expect(render({ keyword: '100%_' }).params).toContain('%100\\%\\_%');
  });

  it("checks a keyword on the posting's own text in the walk form", () => {
    const input = { keyword: '100%_', regions: '11000' };
    const inForm = render(input);
    const walkForm = render(input, 'walk');
    expect(inForm.sql).toContain(
      'p.posting_id in (select d.ref_id::integer from search_document d',
    );
    expect(walkForm.sql).not.toContain('search_document');
    // A substring test with the needle as it is: % and _ are no wildcards there.
    expect(walkForm.sql).toMatch(/strpos\(p\.search_text, \$\d+\) > 0/);
    expect(walkForm.params).toContain('100%_');
    expect(walkForm.params.filter((v) => Array.isArray(v) && v.includes('10'))).toEqual([]);
    expect(render({ keyword: 'ㄱㅂ' }, 'walk').sql).toContain('strpos(p.initials,');
  });

  it('lets a career filter of both kinds match everything', () => {
    const q = render({ careers: 'N,E' });
    expect(q.sql).toContain("p.career_type in ('N', 'Z') or p.career_type in ('E', 'Z')");
  });
});

describe('chooseKeywordForm', () => {
  // Shares measured on 100k postings: 개발 10%, ㄱㅂ 14%, 백엔드개 2.6%, a company name ~0.
  it.each([
    ['a common term, page 1', 10_300, 20, 'walk'],
    ['a common term, page 50', 10_300, 1_000, 'walk'],
    ['a common term, page 100', 10_300, 2_000, 'in'],
    ['a 초성 term, page 1', 14_300, 20, 'walk'],
    ['a 초성 term, page 50', 14_300, 1_000, 'walk'],
    ['a 2.6% term, page 1', 2_600, 20, 'walk'],
    ['a 2.6% term, page 10', 2_600, 200, 'in'],
    ['a 2.6% term, page 50', 2_600, 1_000, 'in'],
    ['a 1% term, page 1', 1_000, 20, 'in'],
    ['a rare term', 1, 20, 'in'],
    ['no match', 0, 20, 'in'],
  ] as const)('%s', (_name, matches, rows, expected) => {
    expect(chooseKeywordForm(matches, 100_000, rows)).toBe(expected);
  });

  it('walks when the walk is short anyway (few postings)', () => {
    expect(chooseKeywordForm(30, 100, 40)).toBe('walk');
    expect(chooseKeywordForm(30, 1_000, 10)).toBe('walk');
    expect(chooseKeywordForm(30, 1_000, 200)).toBe('in');
  });

  it('reads with the IN form when there are no posting documents', () => {
    expect(chooseKeywordForm(0, 0, 20)).toBe('in');
  });
});

describe('orderBySql', () => {
  // The indexes are DESC NULLS LAST (deadline: ASC NULLS LAST); each order reads one of them.
  it.each([
    ['latest', 'desc', 'p.open_date desc nulls last, p.posting_id desc nulls last'],
    ['latest', 'asc', 'p.open_date asc nulls first, p.posting_id asc nulls first'],
    ['deadline', 'asc', 'p.close_date asc nulls last, p.posting_id asc'],
    ['deadline', 'desc', 'p.close_date desc nulls first, p.posting_id desc'],
    ['views', 'desc', 'p.view_count desc nulls last, p.posting_id desc nulls last'],
    ['salary', 'desc', 'p.annual_salary_min desc nulls last, p.posting_id desc nulls last'],
    ['salary', 'asc', 'p.annual_salary_min asc nulls last, p.posting_id asc'],
  ] as const)('%s %s', (sortBy, sortType, expected) => {
    expect(dialect.sqlToQuery(orderBySql(sortBy, sortType)).sql).toBe(expected);
  });
});
