import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until 보기, and hides it again with 숨기기', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="비밀번호" requiredMark />);
    const input = screen.getByLabelText(/^비밀번호/);
    expect(input.getAttribute('type')).toBe('password');

    const toggle = screen.getByRole('button', { name: '비밀번호 보기' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(
      screen.getByRole('button', { name: '비밀번호 숨기기' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
