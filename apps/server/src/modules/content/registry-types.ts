import type { AlarmKind } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';

/** Whoever is looking, and the day (Asia/Seoul) visibility is judged on. */
export interface ContentViewer {
  userId: string | null;
  /** YYYY-MM-DD: a posting past its last day is closed. */
  today: string;
}

/** One item of a kind as the registry knows it. */
export interface ContentItem {
  id: string;
  title: string;
  /** Its canonical web address (the contract's contentPath). */
  path: string;
  /** False when it exists but is closed, deleted or blinded for this viewer. */
  visible: boolean;
  /**
   * YYYY-MM-DD the item is due by, for D-days on lists such as the watch
   * list: a posting's last day, a certificate's or language test's next
   * registration deadline. Absent or null when the kind has none.
   */
  deadline?: string | null;
}

/** Reads only: a request's database or a caller's transaction. */
export type ContentReader = Pick<Database, 'select'>;

/**
 * The items of `ids` that exist, keyed by id; an id absent from the map
 * does not exist (or is not of this kind's shape: `abc` for a posting).
 */
export type ItemsOf = (
  db: ContentReader,
  ids: readonly string[],
  viewer: ContentViewer,
) => Promise<Map<string, ContentItem>>;

/** What members may do with a kind. */
export interface ContentUses {
  /** 관심: POST /api/v1/person/content-interest-his/change and the watch list. */
  interest: boolean;
  /** 신고: POST /api/v1/report. */
  report: boolean;
  /** Indexed in search_document and found by the global search. */
  search: boolean;
}
export type ContentUse = keyof ContentUses;

interface EntryBase {
  uses: ContentUses;
  /** Alarm kinds whose link points at an item of this kind. */
  alarms: readonly AlarmKind[];
}

/**
 * A kind whose area is built. `items` is its visibility check: an entry
 * declared available without one does not compile.
 */
export interface AvailableKind extends EntryBase {
  status: 'available';
  items: ItemsOf;
}

/**
 * A kind declared ahead of its area (its table does not exist yet): every
 * use is refused with a clear code until the area's issue makes it
 * available with its visibility check.
 */
export interface PlannedKind extends EntryBase {
  status: 'planned';
  /** The area that will build it, for the refusal's log and the docs. */
  area: string;
}

export type ContentKindEntry = AvailableKind | PlannedKind;

/** The visible state moderation sets in a kind's own table. */
export type ModeratedState = 'published' | 'blinded' | 'removed';

/** An item as the moderation console and /reported-content show it. */
export interface ModeratedContent {
  /** The real author (null for kinds without one, such as postings). */
  authorId: string | null;
  title: string;
  /** Sanitised HTML, or escaped plain text. */
  bodyHtml: string;
  /** Its state in its own table: CONTENT_STATES. */
  state: 'published' | 'blinded' | 'removed' | 'deleted';
  /** Its canonical address (contentPath). */
  path: string;
}

/** A transaction of the caller (drizzle's), as the hooks receive it. */
export type HookTransaction = Transaction;

/**
 * What moderation (decision 0031) does to an item of a reportable kind. The
 * owning module provides these at start-up (`app.contentKinds.provide`), so
 * the content module imports no area; a reportable available kind without
 * them is refused by the registry test.
 */
export interface ModerationHooks {
  describe(db: ContentReader, id: string): Promise<ModeratedContent | null>;
  /**
   * Sets the item's visible state in its own table, its counters and its
   * search document, in the caller's transaction.
   */
  setState(tx: HookTransaction, id: string, state: ModeratedState): Promise<void>;
}

/** One row of 작성 이력. */
export interface AuthoredItem {
  id: string;
  title: string;
  excerpt: string;
  context: string | null;
  state: 'published' | 'blinded' | 'removed' | 'deleted';
  path: string;
  createdAt: Date;
}

/** 작성 이력 (/person/myhome/:tab): a member's own items of a kind, never another's. */
export interface AuthoredHooks {
  /** The member's items, newest first, without deleted ones. */
  list(
    db: ContentReader,
    userId: string,
    page: number,
    size: number,
  ): Promise<{ rows: AuthoredItem[]; total: number }>;
  /** Deletes the member's own items of `ids` (as the kind deletes); any other id is a 102. */
  remove(tx: HookTransaction, userId: string, ids: readonly string[]): Promise<number>;
}

export interface KindHooks {
  moderation?: ModerationHooks;
  authored?: AuthoredHooks;
}
