/**
 * Preferred recruitment (/person/pref-recrt): how many values each condition takes.
 * Plain values without zod (decision 0020): a screen that needs only these
 * does not load the validators; the schemas import them from here.
 */

export const PREFERENCE_LIMITS = {
  jobs: 5,
  regions: 5,
  employmentTypes: 6,
  preferentials: 8,
} as const;
