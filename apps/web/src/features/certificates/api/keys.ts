/** Query keys of the area; list and detail keys share a prefix so one toggle can update both. */
export const certiLangKeys = {
  all: ['certi-lang'] as const,
  certs: () => ['certi-lang', 'certificate'] as const,
  certList: (params: object) => ['certi-lang', 'certificate', 'list', params] as const,
  certDetail: (code: string) => ['certi-lang', 'certificate', 'detail', code] as const,
  langs: () => ['certi-lang', 'language-test'] as const,
  langList: (params: object) => ['certi-lang', 'language-test', 'list', params] as const,
  langDetail: (code: string) => ['certi-lang', 'language-test', 'detail', code] as const,
};
