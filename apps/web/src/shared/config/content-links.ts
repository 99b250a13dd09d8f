import { withQuery } from '@ilteo/contract';
import { paths } from './paths';

/**
 * Detail addresses of the catalogue content that several features link to
 * (the lists, the main page's 오늘의 자격증, a posting's required
 * certificates), so the query name the detail screen reads is written once.
 */
export const certDetailHref = (code: string): string => withQuery(paths.certiDetail, { code });

export const langDetailHref = (code: string): string => withQuery(paths.langDetail, { code });
