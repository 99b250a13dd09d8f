import { withQuery } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** The inquiry's detail; `edit` opens it in its edit form (waiting inquiries only). */
export const qnaDetailHref = (qnaId: number, edit = false) =>
  withQuery(paths.supportQnaDetail, edit ? { qnaId, mode: 'edit' } : { qnaId });
