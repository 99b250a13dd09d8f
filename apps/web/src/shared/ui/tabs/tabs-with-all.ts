/** A tab of a list filtered by one code: the code, or 'all'. */
export interface FilterTab<K extends string> {
  id: K | 'all';
  label: string;
}

/** '전체' first, then one tab per code of `labels`, in the catalogue's order. */
export function tabsWithAll<K extends string>(labels: Readonly<Record<K, string>>): FilterTab<K>[] {
  return [
    { id: 'all', label: '전체' },
    ...(Object.keys(labels) as K[]).map((id) => ({ id, label: labels[id] })),
  ];
}
