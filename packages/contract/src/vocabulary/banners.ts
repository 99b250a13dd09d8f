/**
 * Banners (issue 24, decision 0044): limits, the image box, states and the
 * link rule, without zod, so the main page's lazy carousel can read them
 * and load no validator (decision 0020). The schemas are schemas/banners.ts.
 */

export const BANNER_LIMITS = {
  title: 60,
  altText: 150,
  linkUrl: 300,
  sortOrderMax: 999,
} as const;

/**
 * The box every banner image is drawn in (3:1). The carousel sets these as the
 * image's width and height, so the slide holds its place before the image
 * arrives (no layout shift); operators are asked for images of this shape.
 */
export const BANNER_IMAGE_SIZE = { width: 1200, height: 400 } as const;

export const BANNER_STATES = { shown: '노출', hidden: '숨김' } as const;
export type BannerState = keyof typeof BANNER_STATES;

/** https, a host of letters, digits, dots and hyphens (IDN as punycode), an optional port; no user part. */
const HTTPS_LINK = /^https:\/\/[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*(?::\d{1,5})?(?:[/?#]\S*)?$/;

/**
 * Where a banner may lead: a path of this site ('/person/...', not '//host',
 * which a browser reads as another site, nor '/\host', which some read the
 * same way) or an https address with a host. Everything else (javascript:,
 * data:, http:, relative paths, spaces) is refused, so a stored link can be
 * put in an href as it is.
 */
export function isSafeBannerLink(url: string): boolean {
  if (url !== url.trim() || /\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return HTTPS_LINK.test(url);
}
