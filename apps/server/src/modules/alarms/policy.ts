import { definePolicy, hasRole, isOwner, type Owned } from '../../http/policy';

/** A job seeker's alarms are theirs alone: read and marked read by their owner only. */
export const alarmPolicy = definePolicy<'read' | 'mark-read', Owned>({
  read: (actor, alarms) => hasRole(actor, 'member') && isOwner(actor, alarms),
  'mark-read': (actor, alarms) => hasRole(actor, 'member') && isOwner(actor, alarms),
});
