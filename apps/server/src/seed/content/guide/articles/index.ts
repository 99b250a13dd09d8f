import type { GuideArticleSeed } from '../article-seed';
import { CERTI_ARTICLES } from './certi';
import { INTERVIEW_ARTICLES } from './interview';
import { JOB_ARTICLES } from './job';
import { PUBLIC_ARTICLES } from './public';
import { RESUME_ARTICLES } from './resume';
import { STRATEGY_ARTICLES } from './strategy';

/**
 * The demo's guide articles (issue 22): original text in 합니다체, examples
 * fictional. The slug is the stable key a seed step matches on, so an
 * article keeps its slug once shipped.
 */
export const GUIDE_ARTICLE_SEEDS: GuideArticleSeed[] = [
  ...STRATEGY_ARTICLES,
  ...RESUME_ARTICLES,
  ...INTERVIEW_ARTICLES,
  ...JOB_ARTICLES,
  ...CERTI_ARTICLES,
  ...PUBLIC_ARTICLES,
];
