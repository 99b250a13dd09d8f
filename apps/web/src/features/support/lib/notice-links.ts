import { withQuery } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** A notice's address. */
export const noticeHref = (noticeId: number): string =>
  withQuery(paths.noticeDetail, { noticeId: String(noticeId) });

/**
 * Set on links from the list: the detail's 목록 then goes Back, so the
 * list comes back with its tab, search and page; 이전글/다음글 replace the
 * entry and keep it.
 */
export interface FromList {
  fromList: true;
}

export const FROM_LIST: FromList = { fromList: true };

export const isFromList = (state: unknown): state is FromList =>
  typeof state === 'object' && state !== null && 'fromList' in state && state.fromList === true;
