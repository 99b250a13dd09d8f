import { definePolicy, hasRole } from '../../http/policy';

/**
 * Who may report content (신고, code 601): job seekers and company members.
 * Operators act on content in the console instead of reporting it to
 * themselves.
 */
export const reportPolicy = definePolicy<'create', null>({
  create: (actor) => hasRole(actor, 'member', 'company'),
});
