import { SUPPORT_CATEGORIES, type FaqItem } from '@ilteo/contract';
import { useId } from 'react';
import { absoluteApiLinks } from '@/shared/lib/editor-html';
import { RichTextView } from '@/shared/ui/rich-text';
import { FaqVote } from './faq-vote';

/**
 * The FAQ as an accordion (WAI-ARIA pattern): each question is a heading
 * holding a button with aria-expanded and aria-controls; its answer is a
 * region named by the question, hidden while closed. Several may be open.
 */
export function FaqAccordion({
  items,
  open,
  showCategory,
  onToggle,
}: {
  items: readonly FaqItem[];
  open: readonly number[];
  showCategory: boolean;
  onToggle: (faqId: number) => void;
}) {
  const prefix = useId();
  return (
    <ul className="faq-list" aria-label="질문 목록">
      {items.map((item) => {
        const expanded = open.includes(item.faqId);
        const buttonId = `${prefix}-q-${String(item.faqId)}`;
        const panelId = `${prefix}-a-${String(item.faqId)}`;
        return (
          <li key={item.faqId} className="faq-item" data-faq-id={item.faqId}>
            <h3 className="faq-item__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-item__question"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(item.faqId)}
              >
                <span className="faq-item__mark" aria-hidden="true">
                  Q
                </span>
                {showCategory && (
                  <span className="support-badge">{SUPPORT_CATEGORIES[item.category]}</span>
                )}
                <span className="faq-item__text">{item.question}</span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-item__answer"
              hidden={!expanded}
            >
              {expanded && (
                <>
                  <RichTextView
                    className="support-body rich-text"
                    html={absoluteApiLinks(item.answerHtml)}
                  />
                  <FaqVote faqId={item.faqId} myVote={item.myVote} />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
