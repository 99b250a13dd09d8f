import type { FastifyInstance } from 'fastify';
import {
  CODE_GROUPS,
  ROUTES,
  documentTitle,
  postingIdQuerySchema,
  type PostingDetail,
} from '@ilteo/contract';
import { escapeHtml } from '../../lib/html-escape';
import { seoulDate } from '../../lib/seoul-date';
import { codeBook } from '../postings';
import type { RecruitRepository } from './recruit-repository';

/**
 * The server-rendered head of a posting's detail URL: a real title and
 * description, Open Graph and Twitter card tags, a canonical link and a
 * schema.org JobPosting (Google for Jobs), so crawlers and messenger link
 * previews see the posting without running the app. The page itself is the
 * same index.html; the app takes over as usual.
 *
 * The JSON-LD block is a data block (type application/ld+json), which
 * browsers never execute, so the CSP's `script-src 'self'` needs no hash for it.
 */

const SITE_NAME = '일터';
const DESCRIPTION_LENGTH = 160;

/**
 * JSON inside <script>: `<` as \u003c so no `</script>` or `<!--` can end
 * or change the block; `>`, `&` and the JS line separators for good measure.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** schema.org employmentType values for EMP_TP codes (고용24 empTp). */
const EMPLOYMENT_TYPES: Record<string, string[]> = {
  '10': ['FULL_TIME'],
  '11': ['PART_TIME'],
  '20': ['CONTRACTOR'],
  '21': ['PART_TIME', 'CONTRACTOR'],
  '4': ['TEMPORARY'],
  Y: ['TEMPORARY'],
};

const SALARY_UNITS: Record<string, string> = { Y: 'YEAR', M: 'MONTH', D: 'DAY', H: 'HOUR' };

function employmentTypes(p: PostingDetail): string[] {
  const types = [...(EMPLOYMENT_TYPES[p.employmentType] ?? ['OTHER'])];
  if (p.intern) types.unshift('INTERN');
  return types;
}

function baseSalary(p: PostingDetail) {
  const { type, min, max, negotiable } = p.salary;
  const unitText = type ? SALARY_UNITS[type] : undefined;
  if (negotiable || !unitText || (min === null && max === null)) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: min ?? max };
  return {
    '@type': 'MonetaryAmount',
    currency: 'KRW',
    value: { '@type': 'QuantitativeValue', ...value, unitText },
  };
}

/** One Place per work region; the company's street address where it is in that region. */
function jobLocations(p: PostingDetail) {
  const codes = p.regions.map((r) => r.cd).filter((cd) => cd !== '00000');
  const places = codes.length > 0 ? codes : [p.company.regionCode];
  return places.map((cd) => {
    const [own, parent] = codeBook.withAncestors(CODE_GROUPS.region, cd);
    const address: Record<string, string> = { '@type': 'PostalAddress' };
    if (parent) {
      address.addressRegion = codeBook.name(CODE_GROUPS.region, parent);
      address.addressLocality = codeBook.name(CODE_GROUPS.region, own ?? cd);
    } else {
      address.addressRegion = codeBook.name(CODE_GROUPS.region, cd);
    }
    if (cd === p.company.regionCode && p.company.address) {
      address.streetAddress = p.company.address;
    }
    address.addressCountry = 'KR';
    return { '@type': 'Place', address };
  });
}

const listSection = (heading: string, items: readonly string[]) =>
  items.length === 0
    ? ''
    : `<h3>${escapeHtml(heading)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;

/**
 * The description as HTML: the stored text (sanitised when written), which
 * holds every section; built from the listed sections only when it is empty.
 */
function descriptionHtml(p: PostingDetail): string {
  if (p.descriptionHtml.trim()) return p.descriptionHtml;
  return (
    [
      listSection('주요 업무', p.duties),
      listSection('자격 요건', p.qualifications),
      listSection('우대 사항', p.preferred),
      listSection('전형 절차', p.processSteps),
      listSection('복리후생', [...p.welfare.map((w) => w.name), ...p.benefits]),
    ].join('') || `<p>${escapeHtml(plainDescription(p))}</p>`
  );
}

export function jobPostingJsonLd(p: PostingDetail, url: string, origin: string) {
  const salary = baseSalary(p);
  const logo = p.company.logoUrl;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: p.title,
    description: descriptionHtml(p),
    identifier: { '@type': 'PropertyValue', name: p.company.name, value: String(p.postingId) },
    datePosted: p.openDate,
    ...(p.closeType === 'date' && p.closeDate
      ? { validThrough: `${p.closeDate}T23:59:59+09:00` }
      : {}),
    employmentType: employmentTypes(p),
    hiringOrganization: {
      '@type': 'Organization',
      name: p.company.name,
      ...(p.company.homepage ? { sameAs: p.company.homepage } : {}),
      ...(logo ? { logo: new URL(logo, origin).toString() } : {}),
    },
    jobLocation: jobLocations(p),
    ...(salary ? { baseSalary: salary } : {}),
    ...(p.headcount ? { totalJobOpenings: p.headcount } : {}),
    educationRequirements: p.educationLabel,
    experienceRequirements: p.careerLabel,
    industry: p.company.industry,
    directApply: p.applyMethod === 'ilteo',
    url,
  };
}

function plainDescription(p: PostingDetail): string {
  const deadline =
    p.closeType === 'date' && p.closeDate
      ? `${p.closeDate} 마감`
      : p.closeType === 'always'
        ? '상시채용'
        : '채용시 마감';
  const text = [
    `${p.company.name} 채용`,
    p.regions.map((r) => r.name).join(', '),
    p.careerLabel,
    p.educationLabel,
    p.employmentTypeLabel,
    p.salary.label,
    deadline,
  ]
    .filter(Boolean)
    .join(' · ');
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** Puts the tags where index.html's title was, dropping its title and site description. */
function withHead(indexHtml: string, title: string, head: string): string {
  const tags = `<title>${escapeHtml(title)}</title>\n${head}`;
  const html = indexHtml.replace(DESCRIPTION, '');
  // Function replacements: `$&` or `$'` in a posting's title stay literal text.
  if (TITLE.test(html)) return html.replace(TITLE, () => tags);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${tags}\n</head>`);
  return `${tags}\n${html}`;
}

export function renderPostingHead(indexHtml: string, p: PostingDetail, origin: string): string {
  const url = `${origin}${ROUTES.recruitDetail.path}?postingId=${p.postingId}`;
  const title = `${p.title} - ${p.company.name} | ${SITE_NAME}`;
  const description = plainDescription(p);
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:title', `${p.title} - ${p.company.name}`),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', `${p.title} - ${p.company.name}`),
    meta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(p, url, origin))}</script>`,
  ].join('\n');
  return withHead(indexHtml, title, head);
}

/** The detail screen's generic title (a missing or closed posting); the site's description stays. */
export function genericDetailHead(indexHtml: string): string {
  const title = `<title>${escapeHtml(documentTitle(ROUTES.recruitDetail.title))}</title>`;
  return TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => title) : `${title}\n${indexHtml}`;
}

/** Registers the detail URL's renderer with the SPA fallback (when a web build is served). */
export function registerPostingMeta(app: FastifyInstance, repo: RecruitRepository): void {
  app.pageRenderers.set('recruitDetail', async (request, indexHtml) => {
    const parsed = postingIdQuerySchema.safeParse(request.query);
    if (!parsed.success) return genericDetailHead(indexHtml);
    const detail = await repo.detail(parsed.data.postingId, seoulDate(app.clock()), null);
    // A closed posting is no longer a job offer: no JobPosting for search engines.
    if (!detail || detail.status === 'closed') return genericDetailHead(indexHtml);
    return renderPostingHead(indexHtml, detail, app.config.publicOrigin);
  });
}
