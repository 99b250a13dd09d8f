/**
 * The content-kind registry: every kind of content, whether an id is visible
 * to a viewer, its title and canonical web path, and what members may do
 * with it (관심, 신고, search, alarm links). Interest marks, reports, the
 * global search and alarms ask it instead of keeping their own per-kind maps.
 */
export {
  CONTENT_REGISTRY,
  alarmLink,
  alarmTarget,
  contentItems,
  contentPathSql,
  kindsFor,
  requireVisible,
  usableKind,
} from './content-registry';
export {
  contentKindHooksPlugin,
  createContentKindHooks,
  type ContentKindHooks,
} from './kind-hooks';
export type {
  AuthoredHooks,
  AuthoredItem,
  HookTransaction,
  KindHooks,
  ModeratedContent,
  ModeratedState,
  ModerationHooks,
  AvailableKind,
  ContentItem,
  ContentKindEntry,
  ContentReader,
  ContentUse,
  ContentUses,
  ContentViewer,
  ItemsOf,
  PlannedKind,
} from './registry-types';
