import {
  REQUIRED_RESUME_SECTIONS,
  RESUME_SECTION_LABELS,
  RESUME_SECTIONS,
  resumeProgress,
  type ResumeContent,
  type ResumeSection,
} from '@ilteo/contract';
import type { MouseEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { sectionAnchor, useResumeForm, type ResumeFormValues } from './resume-form';
import './progress-nav.css';

/** The values as typed, in the shape the contract's progress rule reads. */
export function progressOf(values: ResumeFormValues) {
  const content: ResumeContent = {
    ...values,
    basics: { ...values.basics, mobile: values.basics.mobile.replace(/\D/g, '') },
    work: values.work.map((w) => ({ ...w, fromLookup: w.fromLookup ?? false })),
  };
  return resumeProgress(content);
}

const isRequired = (s: ResumeSection) =>
  (REQUIRED_RESUME_SECTIONS as readonly string[]).includes(s);

/** Moves to a section and puts focus on it, so keyboard and screen reader users land there too. */
function goTo(event: MouseEvent<HTMLAnchorElement>, section: ResumeSection) {
  const target = document.getElementById(sectionAnchor(section));
  if (!target) return;
  event.preventDefault();
  // Focusing scrolls the section into view as well.
  target.focus();
}

/**
 * How complete the résumé is (the contract's resumeProgress, live), with a
 * link to every section and whether each is filled in.
 */
export function ProgressNav() {
  const { control } = useResumeForm();
  const values = useWatch({ control }) as ResumeFormValues;
  const progress = progressOf(values);
  const missing = new Set<ResumeSection>(progress.missing);
  return (
    <nav className="write-progress" aria-labelledby="resume-progress-title">
      <h2 id="resume-progress-title" className="write-progress__title">
        작성 현황
      </h2>
      <p className="write-progress__percent">
        <span>{progress.complete ? '필수 항목 완료' : '필수 항목 미완성'}</span>
        <strong>{progress.percent}%</strong>
      </p>
      <progress
        className="write-progress__bar"
        max={100}
        value={progress.percent}
        aria-label={`작성률 ${progress.percent}%`}
      />
      <ol className="write-progress__list">
        {RESUME_SECTIONS.map((section) => {
          const done = !missing.has(section);
          return (
            <li key={section}>
              <a
                href={`#${sectionAnchor(section)}`}
                className={done ? 'write-progress__link is-done' : 'write-progress__link'}
                onClick={(e) => goTo(e, section)}
              >
                <span aria-hidden="true" className="write-progress__mark">
                  {done ? '✓' : '·'}
                </span>
                {RESUME_SECTION_LABELS[section]}
                {isRequired(section) && <span className="write-progress__required"> (필수)</span>}
                <span className="sr-only">{done ? ' 작성함' : ' 작성 전'}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
