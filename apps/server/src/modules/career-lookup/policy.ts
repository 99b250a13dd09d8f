import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/**
 * 경력 불러오기 is a job seeker's, for their own résumé: only members start
 * one, and a request is read by the member who started it only (anyone else,
 * and an unknown id, 102 alike).
 */
export const careerLookupPolicy = definePolicy<'start' | 'read', Owned>({
  start: (actor, own) => hasRole(actor, 'member') && isOwner(actor, own),
  read: (actor, request) => hasRole(actor, 'member') && isOwner(actor, request),
});
