import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, RadioGroup, toggleInOrder, type ChoiceOption } from './checkbox-group';

const OPTIONS: ChoiceOption[] = [
  { value: '03', label: '고졸' },
  { value: '04', label: '대졸(2~3년)' },
  { value: '05', label: '대졸(4년)' },
];

function Checks({ counts }: { counts?: Record<string, number> }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        legend="학력"
        options={OPTIONS}
        value={value}
        counts={counts}
        onChange={setValue}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('keeps the options’ order whatever order they were checked in', async () => {
    const user = userEvent.setup();
    render(<Checks />);
    await user.click(screen.getByRole('checkbox', { name: '대졸(4년)' }));
    await user.click(screen.getByRole('checkbox', { name: '고졸' }));
    expect(screen.getByRole('status').textContent).toBe('03,05');
    await user.click(screen.getByRole('checkbox', { name: '대졸(4년)' }));
    expect(screen.getByRole('status').textContent).toBe('03');
  });

  it('names the group and shows counts with a word for screen readers', () => {
    render(<Checks counts={{ '03': 1234, '04': 0 }} />);
    expect(screen.getByRole('group', { name: '학력' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /^고졸\s?1,234\s?건$/ })).toBeTruthy();
  });

  it('toggleInOrder adds and removes by the options, not by the click', () => {
    expect(toggleInOrder(OPTIONS, ['05'], '03', true)).toEqual(['03', '05']);
    expect(toggleInOrder(OPTIONS, ['03', '05'], '05', false)).toEqual(['03']);
  });
});

describe('RadioGroup', () => {
  it('offers 전체 first and answers the chosen value', async () => {
    const user = userEvent.setup();
    let chosen = 'x';
    render(
      <RadioGroup
        legend="마감일"
        name="deadline"
        options={OPTIONS}
        value=""
        onChange={(v) => (chosen = v)}
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios[0]?.getAttribute('value')).toBe('');
    await user.click(screen.getByRole('radio', { name: '고졸' }));
    expect(chosen).toBe('03');
  });
});
