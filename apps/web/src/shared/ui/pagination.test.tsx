import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const pageButtons = () =>
  screen.getAllByRole('listitem').map((li) => li.textContent.replace('페이지', ''));

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows five pages around the current one and marks it', () => {
    render(<Pagination page={7} totalPages={20} onChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: /^7\s?페이지$/ }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps the window inside the range and disables the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Pagination page={20} totalPages={20} onChange={onChange} />);
    expect(pageButtons()).toEqual(['16', '17', '18', '19', '20']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '다음 페이지' }).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: '이전 페이지' }));
    await user.click(screen.getByRole('button', { name: /^17\s?페이지$/ }));
    expect(onChange.mock.calls).toEqual([[19], [17]]);
  });
});
