export { generateCompanies, isValidBizNo, shortName } from './companies';
export { PAID_PLACEMENTS, pickExposures } from './exposures';
export {
  generatePostings,
  postingGenerator,
  MINIMUM_WAGE_2026,
  type GeneratedPosting,
  type SeedCompany,
} from './postings';
export { Rng } from './prng';
export { seedPostingData, type SeededPostings, type SeedPostingOptions } from './seed';
