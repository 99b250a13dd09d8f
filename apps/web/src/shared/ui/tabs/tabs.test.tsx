import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, tabElementId, type TabItem } from './tabs';

const TABS: readonly TabItem<string>[] = [
  { id: 'a', label: '첫째' },
  { id: 'b', label: '둘째' },
  { id: 'c', label: '셋째' },
];

/** Tabs as their users hold them: the active id in state, the panel showing it. */
function Harness({ idPrefix }: { idPrefix?: string }) {
  const [active, setActive] = useState('a');
  return (
    <>
      <Tabs tabs={TABS} active={active} onSelect={setActive} label="순서" idPrefix={idPrefix}>
        {active}의 내용
      </Tabs>
      <button type="button">다음 요소</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () =>
  screen
    .getAllByRole('tab')
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);

describe('Tabs', () => {
  it('names the list, ties each tab to the one panel and the panel to the active tab', () => {
    render(<Harness idPrefix="t" />);
    expect(screen.getByRole('tablist', { name: '순서' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel', { name: '첫째' });
    expect(panel.id).toBe('t-panel');
    expect(panel.textContent).toBe('a의 내용');
    for (const { id, label } of TABS) {
      expect(tab(label).id).toBe(tabElementId('t', id));
      expect(tab(label).getAttribute('aria-controls')).toBe('t-panel');
    }
  });

  it('generates distinct ids when none is given', () => {
    render(
      <>
        <Harness />
        <Harness />
      </>,
    );
    const ids = screen.getAllByRole('tab').map((t) => t.id);
    expect(new Set(ids).size).toBe(6);
    for (const panel of screen.getAllByRole('tabpanel')) {
      expect(document.getElementById(panel.getAttribute('aria-labelledby') ?? '')).toBeTruthy();
    }
  });

  it('selects a tab on click and keeps one tab stop, then the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(tab('둘째'));
    expect(selected()).toEqual(['둘째']);
    expect(screen.getByRole('tabpanel', { name: '둘째' }).textContent).toBe('b의 내용');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '다음 요소' }));
  });

  it('moves selection and focus with Right and Left, wrapping, and Home and End', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(tab('첫째'));
    const steps: [string, string][] = [
      ['{ArrowRight}', '둘째'],
      ['{ArrowRight}', '셋째'],
      ['{ArrowRight}', '첫째'],
      ['{ArrowLeft}', '셋째'],
      ['{Home}', '첫째'],
      ['{End}', '셋째'],
    ];
    for (const [key, label] of steps) {
      await user.keyboard(key);
      expect(selected()).toEqual([label]);
      expect(document.activeElement).toBe(tab(label));
      expect(tab(label).tabIndex).toBe(0);
    }
  });

  it('leaves other keys alone', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}x');
    expect(selected()).toEqual(['첫째']);
    expect(document.activeElement).toBe(tab('첫째'));
  });
});
