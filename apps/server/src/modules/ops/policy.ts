import { definePolicy, hasRole, type Actor } from '../../http/policy';

/** The account an operator acts on. */
interface Target {
  readonly role: string;
}

type OpsAction = 'use-console' | 'lock' | 'unlock' | 'approve' | 'reject';

const operator = (actor: Actor) => hasRole(actor, 'operator');

/**
 * The console is for operators (a member or company member: 102, a
 * visitor: 403). Operators lock and unlock members and company members,
 * never another operator (nor themselves) from here; approval is for
 * company members only. Whether the target's state allows the action
 * (already locked, withdrawn …) is the service's to say (400).
 */
export const opsPolicy = definePolicy<OpsAction, Target | null>({
  'use-console': (actor) => operator(actor),
  lock: (actor, target) => operator(actor) && target !== null && target.role !== 'operator',
  unlock: (actor, target) => operator(actor) && target !== null && target.role !== 'operator',
  approve: (actor, target) => operator(actor) && target?.role === 'company',
  reject: (actor, target) => operator(actor) && target?.role === 'company',
});
