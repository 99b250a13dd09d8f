import { definePolicy, hasRole } from '../../http/policy';

/**
 * 취업 가이드 articles: anyone reads the published ones (the routes show
 * nothing else); any operator writes, edits and hides them in the console
 * (no flag: the guide is the operators' shared editorial work). Members and
 * company members are refused (102).
 */
export const guidePolicy = definePolicy<'write', null>({
  write: (actor) => hasRole(actor, 'operator'),
});
