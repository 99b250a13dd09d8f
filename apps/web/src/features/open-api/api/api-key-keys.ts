/** Query keys of my home's API keys: an issue or a revoke refreshes the list. */
export const apiKeyKeys = {
  all: ['open-api', 'keys'] as const,
};
