import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('applies the trimmed keyword on Enter only, when not debounced', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchBox label="채용공고 검색" placeholder="" value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: '채용공고 검색' }), ' 개발 ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('개발');
  });

  it('applies once after typing stops, when debounced', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(
      <SearchBox
        label="자격증 검색"
        placeholder=""
        hint="초성도 됩니다."
        value=""
        debounce
        onSearch={onSearch}
      />,
    );
    const box = screen.getByRole('searchbox', { name: '자격증 검색' });
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(box, 'ㅈㅂ');
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith('ㅈㅂ'));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a keyword set from outside instead of what was typed', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SearchBox label="검색" placeholder="" value="토익" onSearch={() => {}} />,
    );
    const box = screen.getByRole<HTMLInputElement>('searchbox', { name: '검색' });
    await user.type(box, '스');
    rerender(<SearchBox label="검색" placeholder="" value="" onSearch={() => {}} />);
    expect(box.value).toBe('');
  });
});
