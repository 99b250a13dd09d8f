import {
  OPS_API,
  SUPPORT_API,
  type FaqInput,
  type FaqItem,
  type NoticeDetail,
  type NoticeInput,
  type NoticePage,
  type OpsFaqItem,
} from '@ilteo/contract';
import { createClient } from './app';

type Client = ReturnType<typeof createClient>;

/** 공지사항 and 자주 묻는 질문 through their API, as the web and the console call them. */

export const NOTICE: NoticeInput = {
  category: 'service',
  title: '일터 서비스 이용 안내',
  bodyHtml: '<p>고객센터 운영 시간을 안내합니다.</p>',
  pinned: false,
  state: 'published',
  files: [],
};

export const FAQ: FaqInput = {
  category: 'account',
  question: '비밀번호를 잊어버렸습니다.',
  answerHtml: '<p>로그인 화면의 <strong>비밀번호 찾기</strong>에서 다시 설정합니다.</p>',
  sortOrder: 0,
  state: 'published',
};

export const createNotice = (client: Client, input: Partial<NoticeInput> = {}) =>
  client.post<{ noticeId: number }>(OPS_API.notice, { payload: { ...NOTICE, ...input } });

export const updateNotice = (client: Client, noticeId: number, input: Partial<NoticeInput>) =>
  client.request('PUT', OPS_API.notice, {
    query: { noticeId: String(noticeId) },
    payload: { ...NOTICE, ...input },
  });

export const deleteNotice = (client: Client, noticeId: number) =>
  client.request('DELETE', OPS_API.notice, { query: { noticeId: String(noticeId) } });

export const noticeList = (client: Client, query: Record<string, string> = {}) =>
  client.get<NoticePage>(SUPPORT_API.notices, { query });

export const noticeDetail = (client: Client, noticeId: number, userAgent?: string) =>
  client.get<NoticeDetail>(SUPPORT_API.noticeDetail, {
    query: { noticeId: String(noticeId) },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });

/** Creates a notice and answers its id, failing loudly when the console refused it. */
export async function noticeId(client: Client, input: Partial<NoticeInput> = {}) {
  const res = await createNotice(client, input);
  if (res.status !== 201) throw new Error(`notice not created: ${res.status} ${res.body.message}`);
  return res.body.data.noticeId;
}

export const createFaq = (client: Client, input: Partial<FaqInput> = {}) =>
  client.post<{ faqId: number }>(OPS_API.faq, { payload: { ...FAQ, ...input } });

export const updateFaq = (client: Client, faqId: number, input: Partial<FaqInput>) =>
  client.request<OpsFaqItem>('PUT', OPS_API.faq, {
    query: { faqId: String(faqId) },
    payload: { ...FAQ, ...input },
  });

export const deleteFaq = (client: Client, faqId: number) =>
  client.request('DELETE', OPS_API.faq, { query: { faqId: String(faqId) } });

export const faqList = (client: Client, query: Record<string, string> = {}) =>
  client.get<FaqItem[]>(SUPPORT_API.faq, { query });

export const opsFaqs = (client: Client, query: Record<string, string> = {}) =>
  client.get<OpsFaqItem[]>(OPS_API.faqs, { query });

export const vote = (client: Client, faqId: number, helpful: boolean) =>
  client.post(SUPPORT_API.faqVote, { payload: { faqId, helpful } });

export async function faqId(client: Client, input: Partial<FaqInput> = {}) {
  const res = await createFaq(client, input);
  if (res.status !== 201) throw new Error(`faq not created: ${res.status} ${res.body.message}`);
  return res.body.data.faqId;
}
