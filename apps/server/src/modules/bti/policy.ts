import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * 직업 성향 검사 (decision 0039): a sitting, its result and the companies'
 * requests are the job seeker's alone. Company members and operators take
 * no test here; another member's result or request and a missing one are
 * refused alike (102), so nothing tells whether it exists.
 */
export const btiPolicy = definePolicy<'sit' | 'read' | 'decide', Owned>({
  sit: (actor, own) => hasRole(actor, 'member') && isOwner(actor, own),
  read: (actor, attempt) => hasRole(actor, 'member') && isOwner(actor, attempt),
  decide: (actor, request) => hasRole(actor, 'member') && isOwner(actor, request),
});
