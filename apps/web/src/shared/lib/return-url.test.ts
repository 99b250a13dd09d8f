import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnUrl } from './return-url';

describe('safeReturnUrl (open-redirect guard)', () => {
  it.each([
    ['/person/myhome/home', '/person/myhome/home'],
    ['/person/recrtInfo/list?page=2&sortBy=a,b', '/person/recrtInfo/list?page=2&sortBy=a,b'],
    ['/person/support/faq#top', '/person/support/faq#top'],
    ['/person/../person/main', '/person/main'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'person/main',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    ' /person/main',
    '/\t/evil.example',
    '/\n/evil.example',
    '/login',
    '/LOGIN?returnUrl=/person/main',
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('builds the login path with a return address only when it is safe', () => {
    expect(loginPathFor('/person/myhome/home?tab=1')).toBe(
      '/login?returnUrl=%2Fperson%2Fmyhome%2Fhome%3Ftab%3D1',
    );
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor(undefined)).toBe('/login');
  });
});
