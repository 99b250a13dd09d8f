import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './chunk-loading';

describe('lazyChunk', () => {
  it('shows a part of a screen whose file arrived only on the second try', async () => {
    const Part = () => <p>신고 양식</p>;
    const load = vi
      .fn<() => Promise<{ default: typeof Part }>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/report-x1.js'),
      )
      .mockResolvedValueOnce({ default: Part });
    const Lazy = lazyChunk(load);
    render(
      <Suspense fallback={<p>불러오는 중</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('신고 양식')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
