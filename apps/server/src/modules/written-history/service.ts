import {
  MODERATION_LIMITS,
  WRITTEN_HISTORY_TABS,
  WRITTEN_HISTORY_TAB_LIST,
  type Page,
  type WrittenHistoryTab,
  type WrittenItem,
} from '@ilteo/contract';
import type { Database } from '../../db/client';
import { rejected } from '../../http/errors';
import { definePolicy, hasRole, type Actor } from '../../http/policy';
import type { AuthoredHooks, AuthoredItem, ContentKindHooks } from '../content';

/**
 * 작성 이력 is a job seeker's own record: company members and operators
 * have none (102), a visitor logs in (403). Which rows are the member's is
 * each kind's `authored` hooks' business: they are only ever asked for the
 * signed-in member's own.
 */
export const writtenHistoryPolicy = definePolicy<'use', null>({
  use: (actor) => hasRole(actor, 'member'),
});

const present = (row: AuthoredItem): WrittenItem => ({
  id: row.id,
  title: row.title,
  excerpt: row.excerpt,
  context: row.context,
  state: row.state,
  path: row.path,
  createdAt: row.createdAt.toISOString(),
});

/** 작성 이력 (/person/myhome/:tab) over every kind that provides `authored` hooks. */
export function createWrittenHistoryService(db: Database, kinds: ContentKindHooks) {
  const hooksOf = (tab: WrittenHistoryTab): AuthoredHooks => {
    const hooks = kinds.authored(WRITTEN_HISTORY_TABS[tab].kind);
    if (!hooks) throw rejected.field('tab', '아직 제공하지 않는 탭입니다.');
    return hooks;
  };

  return {
    /** The tabs whose kind's area is built, in order, with the member's totals. */
    async tabs(actor: Actor, userId: string) {
      writtenHistoryPolicy.authorize(actor, 'use', null);
      const built = WRITTEN_HISTORY_TAB_LIST.flatMap((tab) => {
        const hooks = kinds.authored(WRITTEN_HISTORY_TABS[tab].kind);
        return hooks ? [{ tab, hooks }] : [];
      });
      return Promise.all(
        built.map(async ({ tab, hooks }) => ({
          tab,
          label: WRITTEN_HISTORY_TABS[tab].label,
          total: (await hooks.list(db, userId, 1, 1)).total,
        })),
      );
    },

    async list(
      actor: Actor,
      userId: string,
      tab: WrittenHistoryTab,
      page: number,
    ): Promise<Page<WrittenItem>> {
      writtenHistoryPolicy.authorize(actor, 'use', null);
      const size = MODERATION_LIMITS.pageSize;
      const { rows, total } = await hooksOf(tab).list(db, userId, page, size);
      return {
        items: rows.map(present),
        page,
        size,
        total,
        totalPages: Math.ceil(total / size),
      };
    },

    /** Deletes some of the member's own items in one transaction; any other id is a 102 and nothing is deleted. */
    async remove(
      actor: Actor,
      userId: string,
      tab: WrittenHistoryTab,
      ids: readonly string[],
    ): Promise<number> {
      writtenHistoryPolicy.authorize(actor, 'use', null);
      const hooks = hooksOf(tab);
      return db.transaction((tx) => hooks.remove(tx, userId, [...new Set(ids)]));
    },
  };
}
