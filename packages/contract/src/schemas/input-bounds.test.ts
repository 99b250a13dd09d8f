import { describe, expect, it } from 'vitest';
import { idFromText, INT4_MAX } from '../ids';
import { idBodySchema, idSchema } from './common';
import { postingKeywordSchema } from './postings';
import { reportBodySchema } from './moderation';
import { searchQuerySchema } from './search';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, lineText, multilineText } from './text';
import { installKoreanZodMessages } from './zod-messages';

installKoreanZodMessages();

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('control characters', () => {
  it('finds C0 controls, DEL and lone surrogates; line breaks only where allowed', () => {
    for (const text of ['\u0000', 'a\u0001', '\u001f', '\u007f', 'a\ud800', '\udc00b', '\ud800a']) {
      expect(hasControlCharacter(text, true), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(text, false)).toBe(true);
      expect(hasControlCharacter(text, true)).toBe(false);
    }
    for (const text of ['', '개발자 채용', 'ㄱㅂ', '😀 이모지', 'a~!@#$%^&*()', '\u00a0\u200b']) {
      expect(hasControlCharacter(text, false), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses them in one line of text with a Korean message, before its own rules', () => {
    const schema = lineText().trim().min(1).max(10);
    expect(schema.parse('  개발  ')).toBe('개발');
    const nul = schema.safeParse('개발\u0000');
    expect(firstMessage(nul)).toBe(CONTROL_CHARACTER_MESSAGE);
    // A trailing newline is not quietly trimmed away either: a line has none.
    expect(schema.safeParse('개발\n').success).toBe(false);
    expect(
      lineText({ error: '검색어를 입력해 주세요.' }).safeParse(undefined).error?.issues[0]?.message,
    ).toBe('검색어를 입력해 주세요.');
  });

  it('keeps tabs and line breaks in multi-line text', () => {
    const schema = multilineText().trim().max(100);
    expect(schema.parse('첫 줄\r\n\t둘째 줄\n')).toBe('첫 줄\r\n\t둘째 줄');
    expect(firstMessage(schema.safeParse('a\u0000b'))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(schema.safeParse('a\ud83db').success).toBe(false);
  });

  it('is what the contract’s free-text fields are made of', () => {
    expect(postingKeywordSchema.safeParse('\u0000').success).toBe(false);
    expect(searchQuerySchema.safeParse({ keyword: '%\u0000' }).success).toBe(false);
    const report = { targetType: 'posting', targetId: '1', reason: 'other' } as const;
    expect(reportBodySchema.safeParse({ ...report, detail: '줄\n바꿈' }).success).toBe(true);
    expect(reportBodySchema.safeParse({ ...report, detail: '\u0007' }).success).toBe(false);
    expect(reportBodySchema.safeParse({ ...report, targetId: '1\n' }).success).toBe(false);
  });
});

describe('ids', () => {
  it('takes ids from 1 to the int4 maximum, from a query string or a body', () => {
    const query = idSchema('공고');
    expect(query.parse('1')).toBe(1);
    expect(query.parse(String(INT4_MAX))).toBe(2_147_483_647);
    for (const bad of ['0', '-1', '1.5', String(INT4_MAX + 1), '9007199254740993', 'abc']) {
      expect(query.safeParse(bad).success, bad).toBe(false);
    }
    expect(firstMessage(query.safeParse(String(INT4_MAX + 1)))).toBe(
      '공고 번호가 올바르지 않습니다.',
    );
    const body = idBodySchema('공고');
    expect(body.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(body.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(body.safeParse('1').success).toBe(false);
  });

  it('reads an id written as text only in its plain form and range', () => {
    expect(idFromText('42')).toBe(42);
    expect(idFromText(String(INT4_MAX))).toBe(INT4_MAX);
    for (const bad of ['', '0', '042', ' 42', '4e2', '-1', String(INT4_MAX + 1), '99999999999']) {
      expect(idFromText(bad), bad).toBeUndefined();
    }
  });
});
