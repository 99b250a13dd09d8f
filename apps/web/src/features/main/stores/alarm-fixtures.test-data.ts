import type { Alarm } from '@ilteo/contract';

export const alarm = (overrides: Partial<Alarm> = {}): Alarm => ({
  alarmId: 1,
  kind: 'application-status',
  title: '지원 현황이 바뀌었습니다',
  message: '(주)한빛소프트 백엔드 개발자 공고의 서류 전형에 합격했습니다.',
  link: '/person/recrtinfo/detail?postingId=10',
  readYn: 'N',
  createdAt: '2025-03-01T02:00:00Z',
  ...overrides,
});

export const alarms = (): Alarm[] => [
  alarm(),
  alarm({
    alarmId: 2,
    kind: 'posting-closing',
    title: '관심 공고가 3일 뒤 마감됩니다',
    message: '그린물류 물류관리 담당자 공고가 3월 4일에 마감됩니다.',
    link: null,
  }),
  alarm({
    alarmId: 3,
    kind: 'comment',
    title: '내 글에 댓글이 달렸습니다',
    message: '면접 후기 글에 새 댓글이 있습니다.',
    link: null,
    readYn: 'Y',
  }),
];
