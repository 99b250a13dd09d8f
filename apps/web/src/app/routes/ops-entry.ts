/**
 * The one way to the console's chunk (./ops-branch), for discoverOpsRoutes.
 * Through this small module the entry every /person visit loads holds one
 * import without a file list; the console's list of some 25 files (zod, the
 * form kit, the areas' vocabularies …) lives here instead (issue 17). It
 * costs the console's first visit one small file before its chunk.
 */
export const loadOpsBranch = () => import('./ops-branch');
