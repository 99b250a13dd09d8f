import {
  WRITTEN_HISTORY_TAB_LIST,
  type ContentState,
  type WrittenHistoryTab,
} from '@ilteo/contract';
import { paths, pathWith } from '@/shared/config/paths';

/** 작성 이력's tabs as the address names them (/person/myhome/:tab). */
export const isWrittenTab = (value: unknown): value is WrittenHistoryTab =>
  (WRITTEN_HISTORY_TAB_LIST as readonly unknown[]).includes(value);

export const writtenTabPath = (tab: WrittenHistoryTab): string =>
  pathWith(paths.myWrittenHistory, { tab });

/** Each tab's empty state: its message and where to go write something. */
export const WRITTEN_EMPTY: Record<
  WrittenHistoryTab,
  { message: string; path: string; label: string }
> = {
  posts: { message: '작성한 글이 없습니다.', path: paths.commuList, label: '커뮤니티 보러 가기' },
  comments: {
    message: '작성한 댓글이 없습니다.',
    path: paths.commuList,
    label: '커뮤니티 보러 가기',
  },
  reviews: {
    message: '작성한 리뷰가 없습니다.',
    path: paths.companyInfo,
    label: '기업정보 보러 가기',
  },
  'interview-reviews': {
    message: '작성한 면접 후기가 없습니다.',
    path: paths.companyInfo,
    label: '기업정보 보러 가기',
  },
  qna: { message: '남긴 문의가 없습니다.', path: paths.supportQna, label: '1:1 문의 하러 가기' },
};

/** The badge of an item others no longer see; published ones have none. */
export const HIDDEN_STATE_LABELS: Partial<Record<ContentState, string>> = {
  blinded: '가려짐',
  removed: '운영자 삭제',
};
