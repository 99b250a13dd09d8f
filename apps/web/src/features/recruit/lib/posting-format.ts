import { CLOSE_TYPE_LABELS, type PostingDetail } from '@ilteo/contract';
import { formatYmd } from '@/shared/lib/format-date';

/** Texts of the detail and print screens. */

/** The application period: '2025.02.20 ~ 2025.03.04', or with 상시채용 / 채용시 마감. */
export function periodText(p: Pick<PostingDetail, 'openDate' | 'closeDate' | 'closeType'>): string {
  const end =
    p.closeType === 'date' && p.closeDate ? formatYmd(p.closeDate) : CLOSE_TYPE_LABELS[p.closeType];
  return `${formatYmd(p.openDate)} ~ ${end}`;
}

/** The link when it is an http(s) address; anything else (javascript: …) is not a link. */
export function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A mailto: link for an e-mail application address, when it looks like one. */
export function mailtoOf(value: string | null): string | null {
  if (!value) return null;
  const address = value.replace(/^mailto:/i, '').trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}
