import { definePolicy, hasRole } from '../../http/policy';

/**
 * 공지사항 and 자주 묻는 질문 are written by operators, any of them (no
 * flag, unlike consultants and counsellors); members and company members
 * are refused (102) and visitors asked to log in. Reading needs no account:
 * a hidden notice or entry is simply not there (404) for everyone.
 */
export const supportOpsPolicy = definePolicy<'write', null>({
  write: (actor) => hasRole(actor, 'operator'),
});
