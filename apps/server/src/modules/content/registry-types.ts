import type { AlarmKind } from '@ilteo/contract';
import type { Database } from '../../db/client';

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
