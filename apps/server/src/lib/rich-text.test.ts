import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('rich text', () => {
  it('drops scripts, handlers, styles and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()" style="color:red">안녕<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>안녕</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('keeps structure and safe links', () => {
    expect(
      sanitizeRichText('<h2>업무</h2><ul><li><a href="https://a.example">링크</a></li></ul>'),
    ).toBe(
      '<h3>업무</h3><ul><li><a href="https://a.example" rel="noopener noreferrer nofollow" target="_blank">링크</a></li></ul>',
    );
  });

  it('gives plain text for meta descriptions', () => {
    expect(richTextToPlain('<p>A &amp; B</p>\n<p>다음 줄</p>')).toBe('A & B 다음 줄');
  });
});
