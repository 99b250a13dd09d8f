import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * 1:1 문의 (decision 0037): an inquiry is its member's alone. Only job
 * seekers ask (company members and operators have their own channels);
 * another member's inquiry and a missing one are refused alike (102), so
 * nothing tells whether it exists. A visitor is asked to log in.
 */
export const qnaPolicy = definePolicy<'ask' | 'read' | 'change', Owned>({
  ask: (actor, own) => hasRole(actor, 'member') && isOwner(actor, own),
  read: (actor, inquiry) => hasRole(actor, 'member') && isOwner(actor, inquiry),
  change: (actor, inquiry) => hasRole(actor, 'member') && isOwner(actor, inquiry),
});

/**
 * The console's side: any operator reads the queue and answers (the route's
 * guard lets only operators in; this is the service's own check).
 */
export const qnaOpsPolicy = definePolicy<'answer', null>({
  answer: (actor) => hasRole(actor, 'operator'),
});
