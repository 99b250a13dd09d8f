import { describe, expect, it } from 'vitest';
import { absolutizeEditorHtml, siteOrigin } from './editor-html';

const prod = { protocol: 'https:', hostname: 'ilteo.kr', port: '' };
const local = { protocol: 'http:', hostname: 'localhost', port: '5173' };

describe('siteOrigin', () => {
  it('includes the port only on localhost', () => {
    expect(siteOrigin(local)).toBe('http://localhost:5173');
    expect(siteOrigin({ ...prod, port: '8443' })).toBe('https://ilteo.kr');
    expect(siteOrigin(prod)).toBe('https://ilteo.kr');
  });
});

describe('absolutizeEditorHtml', () => {
  it('rewrites relative /api src and href to the site origin', () => {
    const html =
      '<p><img src="/api/v1/cmmn/file?saveName=a.png" alt=""><a href=\'/api/v1/cmmn/file?saveName=b.pdf\'>첨부</a></p>';
    expect(absolutizeEditorHtml(html, prod)).toBe(
      '<p><img src="https://ilteo.kr/api/v1/cmmn/file?saveName=a.png" alt=""><a href=\'https://ilteo.kr/api/v1/cmmn/file?saveName=b.pdf\'>첨부</a></p>',
    );
  });

  it('keeps the port for localhost', () => {
    expect(absolutizeEditorHtml('<img src="/api/x.png">', local)).toBe(
      '<img src="http://localhost:5173/api/x.png">',
    );
  });

  it('leaves other links alone', () => {
    const html =
      '<a href="https://example.com/api/x">x</a><a href="/person/main">home</a><img src="data:image/png;base64,AA"><p>/api/text</p>';
    expect(absolutizeEditorHtml(html, prod)).toBe(html);
  });

  it('handles empty input', () => {
    expect(absolutizeEditorHtml('', prod)).toBe('');
  });
});
