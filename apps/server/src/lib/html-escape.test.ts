import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves Korean text and already plain text as it is', () => {
    expect(escapeHtml('홍길동 님, 안녕하세요.')).toBe('홍길동 님, 안녕하세요.');
    expect(escapeHtml('')).toBe('');
  });

  it('escapes an entity again rather than trusting it', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
