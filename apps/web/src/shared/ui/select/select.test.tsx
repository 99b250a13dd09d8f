import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectItem } from '.';

const regions: SelectItem[] = [
  { cd: '11', name: '서울' },
  { cd: '26', name: '부산' },
  { cd: '41', name: '경기' },
];

function Controlled({
  items,
  placeholder,
  onChange,
}: {
  items: SelectItem[];
  placeholder?: string;
  onChange?: (v: string) => void;
}) {
  const [value, setValue] = useState<string>();
  return (
    <>
      <Select
        label="지역"
        items={items}
        value={value}
        placeholder={placeholder}
        onValueChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output>{value ?? '(none)'}</output>
    </>
  );
}

describe('Select', () => {
  it('is labelled and lists items by name and cd', () => {
    render(<Select label="지역" items={regions} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '지역' });
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => o.textContent)).toEqual(['서울', '부산', '경기']);
    expect(options.map((o) => o.value)).toEqual(['11', '26', '41']);
    expect(select.disabled).toBe(false);
  });

  it('takes titles from label and values from value as well', () => {
    render(
      <Select
        label="정렬"
        items={[
          { label: '최신순', value: 'recent' },
          { label: '마감순', value: 3 },
        ]}
      />,
    );
    const options = screen.getAllByRole<HTMLOptionElement>('option');
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['최신순', 'recent'],
      ['마감순', '3'],
    ]);
  });

  it('defaults to the first item and reports it to the owner', () => {
    const onChange = vi.fn();
    render(<Controlled items={regions} onChange={onChange} />);
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('11');
    expect(onChange).toHaveBeenCalledWith('11');
    expect(screen.getByRole('status').textContent).toBe('11');
  });

  it('starts on the placeholder when one is given', () => {
    const onChange = vi.fn();
    render(<Controlled items={regions} placeholder="지역을 선택해 주세요" onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox');
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('지역을 선택해 주세요');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled items={regions} placeholder="선택" onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '지역' }), '부산');
    expect(onChange).toHaveBeenLastCalledWith('26');
    expect(screen.getByRole<HTMLSelectElement>('combobox').value).toBe('26');
  });

  it('shows 결과가 없습니다 and is disabled when there are no items', () => {
    render(<Select label="자격증" items={[]} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '자격증' });
    expect(select.disabled).toBe(true);
    expect(screen.getByRole('option').textContent).toBe('결과가 없습니다');
  });

  it('links its description and marks invalid input', () => {
    render(
      <Select label="지역" items={regions} description="근무할 지역을 골라 주세요." invalid />,
    );
    const select = screen.getByRole('combobox', { name: '지역' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('근무할 지역을 골라 주세요.');
  });
});
