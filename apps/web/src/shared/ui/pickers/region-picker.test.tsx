import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { regionTree } from '@/shared/testing/posting-fixtures';
import { RegionPicker, type RegionOption } from './region-picker';

const REGIONS: RegionOption[] = [
  ...regionTree({ '11680': 1234 }),
  { cd: '36110', name: '세종특별자치시', count: 3, children: [] },
];

function Harness({
  initial = [],
  max = 3,
  spy,
}: {
  initial?: string[];
  max?: number;
  spy?: (v: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <RegionPicker
      regions={REGIONS}
      value={value}
      max={max}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

describe('RegionPicker', () => {
  it('shows 시·도 as tabs and the chosen one’s 시·군·구 with counts', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('group', { name: '근무지역' })).toBeTruthy();
    const seoul = screen.getByRole('tab', { name: '서울특별시' });
    expect(seoul.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: '서울특별시' });
    expect(within(panel).getByRole('checkbox', { name: '서울특별시 전체 120' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: '강남구 1,234' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: '부산광역시' }));
    expect(screen.getByRole('tabpanel', { name: '부산광역시' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /해운대구/ })).toBeTruthy();
  });

  it('moves between 시·도 with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    screen.getByRole('tab', { name: '서울특별시' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '부산광역시' }));
    expect(screen.getByRole('tabpanel', { name: '부산광역시' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '세종특별자치시' }));
    expect(screen.getByRole('checkbox', { name: /세종특별자치시/ })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '서울특별시' }));
  });

  it('chooses several, lets a whole 시·도 replace its parts, and lists the choice', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: /^강남구/ }));
    await user.click(screen.getByRole('checkbox', { name: /^서초구/ }));
    expect(spy).toHaveBeenLastCalledWith(['11680', '11650']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toContain('서울특별시 2개 선택됨');

    await user.click(screen.getByRole('checkbox', { name: /^서울특별시 전체/ }));
    expect(spy).toHaveBeenLastCalledWith(['11000']);
    const gangnam = screen.getByRole<HTMLInputElement>('checkbox', { name: /^강남구/ });
    expect(gangnam.checked).toBe(true);
    expect(gangnam.disabled).toBe(true);

    const chosen = screen.getByRole('list', { name: '선택한 근무지역' });
    await user.click(within(chosen).getByRole('button', { name: '서울특별시 전체 선택 해제' }));
    expect(spy).toHaveBeenLastCalledWith([]);
  });

  it('says so when the maximum is reached', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial={['11680']} max={1} spy={spy} />);
    expect(screen.getByRole('status').textContent).toBe('1/1개 선택');
    await user.click(screen.getByRole('checkbox', { name: /^서초구/ }));
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(
      '근무지역은(는) 1개까지 선택할 수 있습니다.',
    );
  });

  it('opens on the 시·도 holding the first choice', () => {
    render(<Harness initial={['26350']} />);
    expect(screen.getByRole('tab', { name: /^부산광역시/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^해운대구/ }).checked).toBe(
      true,
    );
  });
});
