export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Query string of `params` (spec §3): arrays are sent comma-joined
 * (`sortBy=a,b`), null and undefined are left out.
 */
export function serializeParams(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue;
    if (Array.isArray(raw)) {
      const parts = (raw as readonly QueryValue[]).filter((v) => v !== undefined && v !== null);
      search.append(key, parts.map(String).join(','));
    } else {
      search.append(key, String(raw));
    }
  }
  return search.toString();
}

export function withQuery(url: string, params: QueryParams | undefined): string {
  const query = serializeParams(params);
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
