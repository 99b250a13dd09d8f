import { definePolicy, hasRole, isOwner, type Actor } from '../../http/policy';
import type { StoredFileRecord } from './repository';

type FileResource = Pick<StoredFileRecord, 'ownerId' | 'attachedAt' | 'visibility'>;

/**
 * Who may read an upload (decisions 0021, 0026). A file attached to public
 * content (an image in a post) is anyone's to read; every other file, an
 * upload no record has taken yet or one a personal record holds (a résumé,
 * an application), is its owner's alone: knowing its `saveName` is not
 * enough. A file a member sent to the operators (a 1:1 inquiry's, attached
 * 'support') is also readable by operators. A visitor is asked to log in
 * (403), another account refused (102).
 */
export const filePolicy = definePolicy<'read', FileResource>({
  read: (actor: Actor, file) =>
    (file.attachedAt !== null && file.visibility === 'public') ||
    (file.attachedAt !== null && file.visibility === 'support' && hasRole(actor, 'operator')) ||
    isOwner(actor, file),
});
