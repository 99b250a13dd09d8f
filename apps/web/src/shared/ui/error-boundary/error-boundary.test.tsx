import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>정상</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <ErrorBoundary
      fallback={({ reset }) => (
        <ErrorFallback title="문제가 발생했습니다" description="잠시 후 다시 시도해 주세요.">
          <button
            type="button"
            onClick={() => {
              setExplode(false);
              reset();
            }}
          >
            다시 시도
          </button>
        </ErrorFallback>
      )}
    >
      <Bomb explode={explode} />
    </ErrorBoundary>
  );
}

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a blank page, logs, and recovers on reset', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { level: 1, name: '문제가 발생했습니다' })).toBeTruthy();
    expect(error).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(screen.getByText('정상')).toBeTruthy();
  });
});
