import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import GuideBodyEditor, { type GuideBodyHandle } from './guide-body-editor';

describe('GuideBodyEditor', () => {
  it('mounts with its count and gives the form the HTML', async () => {
    const handle = createRef<GuideBodyHandle>();
    render(
      <>
        <span id="body-label">본문</span>
        <GuideBodyEditor
          initialHtml="<p>면접 준비</p>"
          labelId="body-label"
          disabled={false}
          onChange={() => undefined}
          handle={handle}
        />
      </>,
    );
    expect(await screen.findByRole('textbox', { name: '본문' })).toBeTruthy();
    expect(handle.current?.html()).toBe('<p>면접 준비</p>');
  });
});
