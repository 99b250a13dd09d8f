import { describe, expect, it } from 'vitest';
import {
  communityHtmlForOutput,
  richTextToPlain,
  sanitizeCommunityHtml,
  sanitizeRichText,
} from './rich-text';
import { OWN_IMAGE_SRC, XSS_VECTORS, scriptCapableConstructs } from './xss-vectors';

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

describe('community html', () => {
  const img = (src: string) => sanitizeCommunityHtml(`<p>사진</p><img src="${src}" alt="합격증">`);

  it.each(XSS_VECTORS.map((v, i) => [i, v] as const))(
    'vector %i leaves nothing script-capable, idempotently',
    (_i, vector) => {
      const once = sanitizeCommunityHtml(vector);
      expect(scriptCapableConstructs(once.html)).toEqual([]);
      expect(sanitizeCommunityHtml(once.html)).toEqual(once);
      // Also inside allowed markup, where a sanitiser's state is different.
      const nested = sanitizeCommunityHtml(
        `<blockquote><p><strong>${vector}</strong></p></blockquote>`,
      );
      expect(scriptCapableConstructs(nested.html)).toEqual([]);
      expect(sanitizeCommunityHtml(nested.html).html).toBe(nested.html);
    },
  );

  it('holds at least 50 vectors', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the editor structure, h1 becoming h2', () => {
    const { html, text } = sanitizeCommunityHtml(
      '<h1>후기</h1><h3 class="x">준비</h3><p>정보처리기사 <b>합격</b>했습니다<br>감사합니다</p>' +
        '<ul><li><p>필기</p></li></ul><ol><li>실기</li></ol><blockquote>인용</blockquote>' +
        '<pre><code class="language-sql">select 1 &lt; 2;</code></pre><hr><p><em>a</em><i>b</i><u>c</u><s>d</s></p>',
    );
    expect(html).toBe(
      '<h2>후기</h2><h3>준비</h3><p>정보처리기사 <b>합격</b>했습니다<br />감사합니다</p>' +
        '<ul><li><p>필기</p></li></ul><ol><li>실기</li></ol><blockquote>인용</blockquote>' +
        '<pre><code>select 1 &lt; 2;</code></pre><hr /><p><em>a</em><i>b</i><u>c</u><s>d</s></p>',
    );
    expect(text).toBe(
      '후기 준비 정보처리기사 합격했습니다 감사합니다 필기 실기 인용 select 1 < 2; abcd',
    );
  });

  it('drops what the allow-list does not name, keeping its words', () => {
    expect(
      sanitizeCommunityHtml(
        '<div><span style="color:red">빨강</span><table><tr><td>칸</td></tr></table></div>',
      ).html,
    ).toBe('빨강칸');
  });

  it('forces rel and target on http(s) and mailto links and unwraps others', () => {
    const { html, text } = sanitizeCommunityHtml(
      '<p><a href=" HTTPS://Q-Net.or.kr/x?a=1&amp;b=2 " title="t" rel="opener" target="_self">큐넷</a> ' +
        '<a href="mailto:help@ilteo.example">메일</a> <a href="/person/x">상대</a> <a href="//evil.example">프로토콜</a></p>',
    );
    expect(html).toBe(
      '<p><a href="https://q-net.or.kr/x?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">큐넷</a> ' +
        '<a href="mailto:help@ilteo.example" rel="noopener noreferrer nofollow" target="_blank">메일</a> 상대 프로토콜</p>',
    );
    expect(text).toBe('큐넷 메일 상대 프로토콜');
  });

  it('keeps only our uploaded images, rewritten to the relative file link', () => {
    const relative = img(OWN_IMAGE_SRC);
    expect(relative.html).toBe(`<p>사진</p><img src="${OWN_IMAGE_SRC}" alt="합격증" />`);
    expect(relative.imageSaveNames).toEqual(['AbCdEfGhIjKlMnOpQrStUvWx.png']);
    expect(relative.text).toBe('사진');
    for (const origin of ['https://ilteo.example', 'http://localhost:5173', '//cdn.example']) {
      expect(img(`${origin}${OWN_IMAGE_SRC}`).html).toBe(relative.html);
    }
    for (const other of [
      `${OWN_IMAGE_SRC}&x=1`,
      '/api/v1/cmmn/file?saveName=../../etc/passwd',
      '/api/v1/cmmn/other?saveName=AbCdEfGhIjKlMnOpQrStUvWx.png',
      `https://user:pw@evil.example${OWN_IMAGE_SRC}`,
      `ftp://evil.example${OWN_IMAGE_SRC}`,
      'https://evil.example/a.png',
    ]) {
      expect(img(other)).toEqual({ html: '<p>사진</p>', text: '사진', imageSaveNames: [] });
    }
  });

  it('lists each image once, in order', () => {
    const b = '/api/v1/cmmn/file?saveName=ZZZZZZZZZZZZZZZZZZZZZZZZ.jpg';
    expect(
      sanitizeCommunityHtml(`<img src="${b}"><img src="${OWN_IMAGE_SRC}"><img src="${b}">`)
        .imageSaveNames,
    ).toEqual(['ZZZZZZZZZZZZZZZZZZZZZZZZ.jpg', 'AbCdEfGhIjKlMnOpQrStUvWx.png']);
  });

  it('gives visible text with entities decoded and spaces collapsed', () => {
    expect(
      sanitizeCommunityHtml('<p>A &amp; B&nbsp;&quot;C&quot;</p>\n\n<p>&lt;D&gt;</p>').text,
    ).toBe('A & B "C" <D>');
    expect(sanitizeCommunityHtml('&amp;lt;').text).toBe('&lt;');
  });

  it('sanitises on the way out as on the way in, remembered or not', () => {
    for (const vector of XSS_VECTORS) {
      const expected = sanitizeCommunityHtml(vector).html;
      expect(communityHtmlForOutput(vector)).toBe(expected);
      // The second answer comes from the memo and must not differ.
      expect(communityHtmlForOutput(vector)).toBe(expected);
    }
    // Past the memo's bound (4,000,000 characters) the oldest go and come back the same.
    const long = (i: number) => `<p>${String(i).repeat(25_000)}</p><script>x</script>`;
    for (let i = 0; i < 100; i++) communityHtmlForOutput(long(i));
    expect(communityHtmlForOutput(long(0))).toBe(`<p>${'0'.repeat(25_000)}</p>`);
    expect(communityHtmlForOutput(XSS_VECTORS[0] ?? '')).toBe(
      sanitizeCommunityHtml(XSS_VECTORS[0] ?? '').html,
    );
  });
});
