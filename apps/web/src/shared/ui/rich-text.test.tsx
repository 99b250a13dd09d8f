import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './rich-text';

describe('RichTextView', () => {
  it('shows the stored HTML as markup inside the given block', () => {
    const { container } = render(
      <RichTextView className="posting-html" html="<p>근무 <strong>조건</strong></p>" />,
    );
    const block = container.querySelector('.posting-html');
    expect(block?.querySelector('strong')?.textContent).toBe('조건');
    expect(block?.textContent).toBe('근무 조건');
  });
});
