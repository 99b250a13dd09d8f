import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteApiLinks, absolutizeEditorHtml, siteOrigin } from './editor-html';

const prod = { protocol: 'https:', hostname: 'ilteo.kr', port: '' };
const local = { protocol: 'http:', hostname: 'localhost', port: '5173' };

describe('siteOrigin', () => {
  it('includes the port only on localhost', () => {
    expect(siteOrigin(local)).toBe('http://localhost:5173');
    expect(siteOrigin({ ...local, hostname: '127.0.0.1' })).toBe('http://127.0.0.1:5173');
    expect(siteOrigin({ ...prod, port: '8443' })).toBe('https://ilteo.kr');
    expect(siteOrigin(prod)).toBe('https://ilteo.kr');
    expect(siteOrigin({ ...local, port: '' })).toBe('http://localhost');
  });
});

describe('absoluteApiLinks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('rewrites relative /api src and href to the site origin', () => {
    const html =
      '<p><img src="/api/v1/cmmn/file?saveName=a.png" alt=""><a href=\'/api/v1/cmmn/file?saveName=b.pdf\'>첨부</a></p>';
    expect(absoluteApiLinks(html, prod)).toBe(
      '<p><img src="https://ilteo.kr/api/v1/cmmn/file?saveName=a.png" alt=""><a href=\'https://ilteo.kr/api/v1/cmmn/file?saveName=b.pdf\'>첨부</a></p>',
    );
  });

  it('keeps the port for localhost and 127.0.0.1 only', () => {
    expect(absoluteApiLinks('<img src="/api/x.png">', local)).toBe(
      '<img src="http://localhost:5173/api/x.png">',
    );
    expect(absoluteApiLinks('<img src="/api/x.png">', { ...local, hostname: '127.0.0.1' })).toBe(
      '<img src="http://127.0.0.1:5173/api/x.png">',
    );
    expect(absoluteApiLinks('<img src="/api/x.png">', { ...prod, port: '8443' })).toBe(
      '<img src="https://ilteo.kr/api/x.png">',
    );
  });

  it('handles unquoted values, upper case and spaces around =', () => {
    expect(absoluteApiLinks('<IMG SRC=/api/x.png alt=a><a href = "/api/y">y</a>', prod)).toBe(
      '<IMG SRC=https://ilteo.kr/api/x.png alt=a><a href = "https://ilteo.kr/api/y">y</a>',
    );
  });

  it('rewrites every link, server-sanitised output included', () => {
    const html =
      '<p>사진</p><img src="/api/v1/cmmn/file?saveName=A.png" alt="합격증" /><img src="/api/v1/cmmn/file?saveName=B.png" />';
    expect(absoluteApiLinks(html, prod)).toBe(
      '<p>사진</p><img src="https://ilteo.kr/api/v1/cmmn/file?saveName=A.png" alt="합격증" /><img src="https://ilteo.kr/api/v1/cmmn/file?saveName=B.png" />',
    );
  });

  it('leaves other links, other attributes and text alone', () => {
    const html =
      '<a href="https://example.com/api/x">x</a><a href="/person/main">home</a><a href="//api/x">p</a>' +
      '<img src="data:image/png;base64,AA" alt="/api/a"><p>/api/text src="/api/not-a-tag"</p>';
    expect(absoluteApiLinks(html, prod)).toBe(html);
  });

  it('uses window.location by default', () => {
    vi.stubGlobal('window', {
      location: { protocol: 'http:', hostname: 'localhost', port: '4000' },
    });
    expect(absoluteApiLinks('<img src="/api/x">')).toBe('<img src="http://localhost:4000/api/x">');
  });

  it('handles empty input and keeps the earlier name working', () => {
    expect(absoluteApiLinks('', prod)).toBe('');
    expect(absolutizeEditorHtml).toBe(absoluteApiLinks);
  });
});
