export { DEMO_COMPANY_DATA, demoCompaniesSeed } from './demo-companies';
export { type CompanyFacts } from './facts';
export {
  generateFinancials,
  generateHeadcount,
  headcountEstimates,
  type FinancialYear,
  type HeadcountMonth,
} from './figures';
export {
  generatedImporter,
  loadCompanyFacts,
  refreshProfileStats,
  writeCompanyData,
  type CompanyDataImporter,
  type ImportedProfile,
} from './importer';
export { industryGroupOf, INDUSTRY_LINE_GROUPS } from './industry-groups';
export {
  refreshOpenPostingCountsOf,
  seedCompanyData,
  type SeedCompanyOptions,
  type SeededCompanyData,
} from './seed';
