/**
 * One demo guide article (취업 가이드, issue 22). The demo seed step
 * sanitises the body and indexes the article as an operator's write would;
 * its published date is spread over the months before a fixed base, so every
 * seed gives the same list.
 */
export interface GuideArticleSeed {
  /** Stable key, unique among the seeds. */
  slug: string;
  category: 'strategy' | 'resume' | 'interview' | 'job' | 'certi' | 'public';
  title: string;
  summary: string;
  /** HTML with only h2, h3, p, ul, ol, li, strong, em, blockquote, a[href^=https], code */
  bodyHtml: string;
  tags: string[];
  /** Occupation codes as the postings use them. */
  jobCodes: string[];
}
