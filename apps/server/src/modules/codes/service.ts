import type { CodeGroup, CommonCode, CommonCodeResult } from '@ilteo/contract';
import type { CodeRecord, CodeRepository } from './repository';

/** Nests each code under its parent; codes whose parent is not in the list stay at the top. */
export function toTree(codes: readonly CommonCode[]): CommonCode[] {
  const byCd = new Map<string, CommonCode>();
  for (const c of codes) byCd.set(c.cd, { ...c, children: [] });
  const roots: CommonCode[] = [];
  for (const c of byCd.values()) {
    const parent = c.upperCd === null ? undefined : byCd.get(c.upperCd);
    if (parent) parent.children?.push(c);
    else roots.push(c);
  }
  return roots;
}

const present = (r: CodeRecord): CommonCode => ({
  cd: r.cd,
  name: r.name,
  upperCd: r.upperCd,
  level: r.level,
});

/** Reference data changes only with a migration, so each node keeps answers for a while. */
const CACHE_TTL_MS = 5 * 60 * 1000;

export function createCodeService(repository: CodeRepository, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; value: CommonCodeResult }>();

  return {
    async getCodes(query: {
      grpCd: readonly CodeGroup[];
      upperCd?: string | undefined;
      tree: 'Y' | 'N';
    }): Promise<CommonCodeResult> {
      const key = JSON.stringify([query.grpCd, query.upperCd ?? null, query.tree]);
      const hit = cache.get(key);
      if (hit && now() - hit.at < CACHE_TTL_MS) return hit.value;

      const rows = await repository.findByGroups(query.grpCd, query.upperCd);
      const result: CommonCodeResult = Object.fromEntries(query.grpCd.map((g) => [g, []]));
      for (const row of rows) result[row.grpCd]?.push(present(row));
      if (query.tree === 'Y') {
        for (const g of query.grpCd) result[g] = toTree(result[g] ?? []);
      }
      cache.set(key, { at: now(), value: result });
      return result;
    },
  };
}
export type CodeService = ReturnType<typeof createCodeService>;
