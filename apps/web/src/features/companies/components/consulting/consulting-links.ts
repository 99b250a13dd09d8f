import { paths } from '@/shared/config/paths';

/** The preview of one request or sample (CONTENT_LINKS' consulting-request link is the same address). */
export const previewHref = (consultingId: number) =>
  `${paths.companyConsultingPreview}?consultingId=${String(consultingId)}`;
