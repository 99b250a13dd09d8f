import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeMessage } from '@/shared/testing/chat-fakes';
import { ChatComposer } from './chat-composer';
import { ChatTranscript } from './chat-transcript';

function Composer({ onSend }: { onSend: (text: string) => void }) {
  const [value, setValue] = useState('');
  return <ChatComposer value={value} onChange={setValue} onSend={() => onSend(value)} />;
}

describe('ChatComposer', () => {
  it('sends on Enter, not on Shift+Enter nor while an input method is composing', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: '메시지' });
    fireEvent.change(box, { target: { value: '안녕하세요' } });
    expect(screen.getByText('5/1000', { exact: false })).toBeTruthy();

    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.compositionEnd(box);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('안녕하세요');
  });

  it('does not send an empty message', () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: '메시지' }), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('ChatTranscript', () => {
  it('shows sides, 읽음 up to the other side’s mark, and a failed send with 다시 보내기', () => {
    const onResend = vi.fn();
    render(
      <ChatTranscript
        messages={[
          fakeMessage(1, { senderRole: 'member', body: '읽은 메시지' }),
          fakeMessage(2, { senderRole: 'member', body: '아직 안 읽은 메시지' }),
          fakeMessage(3, { senderRole: 'counsellor', body: '<b>상담사</b>의 답변' }),
          fakeMessage(4, { senderRole: 'system', body: '상담이 시작되었습니다.' }),
        ]}
        pending={[
          {
            clientId: 'x1',
            body: '거절된 메시지',
            imageSaveName: null,
            imageUrl: null,
            state: 'failed',
            messageId: null,
            error: '메시지를 너무 자주 보냈습니다.',
            createdAt: '2026-03-02T01:05:00.000Z',
          },
        ]}
        myRole="member"
        otherReadId={1}
        otherLabel="상담사"
        label="상담 대화"
        onResend={onResend}
      />,
    );
    const log = screen.getByRole('log', { name: '상담 대화' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const line = (text: string) => screen.getByText(text).closest('li');
    expect(line('읽은 메시지')?.textContent).toContain('읽음');
    expect(line('아직 안 읽은 메시지')?.textContent).not.toContain('읽음');
    // Text as typed, never HTML.
    expect(line('<b>상담사</b>의 답변')?.className).toBe('chat-line');
    expect(line('상담이 시작되었습니다.')?.className).toContain('chat-line--system');
    expect(screen.getByRole('alert').textContent).toBe('메시지를 너무 자주 보냈습니다.');
    fireEvent.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(onResend).toHaveBeenCalledWith('x1');
  });
});
