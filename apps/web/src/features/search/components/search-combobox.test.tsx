import { API, STORAGE_KEYS, type Suggestion } from '@ilteo/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/shared/testing/msw-server';
import { envelope, renderRoute } from '@/shared/testing/render-route';
import { suggestion } from '../routes/fixtures.test-data';
import { SearchCombobox } from './search-combobox';

/** Keywords of every suggestion request, in order; those aborted; those the server answered. */
let suggestAsked: string[];
let aborted: string[];
let answered: string[];
let searchAsked: number;

function Host() {
  return <SearchCombobox label="통합검색" />;
}

const render = () => renderRoute(Host, { path: '/host' });
const box = () => screen.getByRole('combobox', { name: '통합검색 검색어' });
const where = () => screen.queryByTestId('elsewhere')?.textContent;

const SUGGESTIONS: Suggestion[] = [
  suggestion('개발자 신입 채용', { id: '101' }),
  suggestion('개발바른', { kind: 'company', id: '7', subtitle: 'IT 서비스' }),
  suggestion('개발 역량 인증', { kind: 'certificate', id: '1320', subtitle: '한국산업인력공단' }),
];

/** Suggestions per keyword; a keyword mapped to a promise answers once it resolves. */
function serveSuggestions(answers: Record<string, Suggestion[] | Promise<Suggestion[]>> = {}) {
  server.use(
    http.get(API.search.suggest, async ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      suggestAsked.push(keyword);
      request.signal.addEventListener('abort', () => aborted.push(keyword));
      const answer = await (answers[keyword] ?? []);
      answered.push(keyword);
      return HttpResponse.json(envelope('001', answer));
    }),
    http.get(API.search.all, () => {
      searchAsked += 1;
      return HttpResponse.json(envelope('001', { keyword: '', groups: [] }));
    }),
  );
}

beforeEach(() => {
  suggestAsked = [];
  aborted = [];
  answered = [];
  searchAsked = 0;
});

describe('SearchCombobox', () => {
  it('asks for suggestions once typing pauses, not per letter', async () => {
    const user = userEvent.setup();
    serveSuggestions({ 개발자: SUGGESTIONS });
    render();

    await user.type(box(), '개발자');
    expect(await screen.findByRole('option', { name: /개발자 신입 채용/ })).toBeTruthy();
    expect(suggestAsked).toEqual(['개발자']);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: '자동완성' }).id).toBe(
      box().getAttribute('aria-controls'),
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toContain('자동완성 항목이 3개 있습니다.');
  });

  it('cancels the request of an older keyword, whose slow answer is never shown', async () => {
    const user = userEvent.setup();
    let answerOld: (value: Suggestion[]) => void = () => undefined;
    const old = new Promise<Suggestion[]>((resolve) => {
      answerOld = resolve;
    });
    serveSuggestions({ 개: old, 개발: SUGGESTIONS });
    render();

    await user.type(box(), '개');
    await waitFor(() => expect(suggestAsked).toEqual(['개']));
    await user.type(box(), '발');
    expect(await screen.findByRole('option', { name: /개발자 신입 채용/ })).toBeTruthy();
    await waitFor(() => expect(aborted).toEqual(['개']));

    answerOld([suggestion('개인 오래된 답')]);
    await waitFor(() => expect(answered).toContain('개'));
    // The box still shows only the answer for what it holds.
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.queryByRole('option', { name: /오래된 답/ })).toBeNull();
  });

  it('moves through options with the arrow keys and opens the highlighted one with Enter', async () => {
    const user = userEvent.setup();
    serveSuggestions({ 개발: SUGGESTIONS });
    render();
    await user.type(box(), '개발');
    const options = await screen.findAllByRole('option');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(document.activeElement).toBe(box());

    await user.keyboard('{Enter}');
    expect(where()).toBe('/person/company/info/detail?companyId=7');
    expect(searchAsked).toBe(0);
  });

  it('closes the list with Escape, then clears the box; Enter then searches the text', async () => {
    const user = userEvent.setup();
    serveSuggestions({ 개발: SUGGESTIONS });
    render();
    await user.type(box(), '개발');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(box()).toHaveProperty('value', '개발');
    await user.keyboard('{Escape}');
    expect(box()).toHaveProperty('value', '');

    await user.type(box(), '개발{Enter}');
    expect(where()).toBe('/global-search?keyword=%EA%B0%9C%EB%B0%9C');
    expect(window.localStorage.getItem(STORAGE_KEYS.recentSearches)).toBe('["개발"]');
  });

  it('opens an option clicked with the mouse', async () => {
    const user = userEvent.setup();
    serveSuggestions({ 개발: SUGGESTIONS });
    render();
    await user.type(box(), '개발');
    await user.click(await screen.findByRole('option', { name: /개발자 신입 채용/ }));
    expect(where()).toBe('/person/recrtinfo/detail?postingId=101');
  });

  it('does not submit while a Korean syllable is being composed', async () => {
    const user = userEvent.setup();
    serveSuggestions({ 개발: SUGGESTIONS });
    render();
    await user.type(box(), '개발');
    await screen.findAllByRole('option');

    fireEvent.compositionStart(box());
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    fireEvent.compositionEnd(box());
    // The event flag alone (composition events are not always sent) holds it back too.
    fireEvent.keyDown(box(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box(), { key: 'Escape', isComposing: true });
    expect(where()).toBeUndefined();
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(where()).toBe('/global-search?keyword=%EA%B0%9C%EB%B0%9C'));
  });

  it('offers recent searches when empty, picked with the keyboard', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(['ㄱㅂ', '개발']));
    serveSuggestions();
    render();

    await user.click(box());
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['최근 ㄱㅂ', '최근 개발']);
    expect(screen.getByRole('listbox', { name: '최근 검색어' })).toBeTruthy();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(where()).toBe('/global-search?keyword=%EA%B0%9C%EB%B0%9C');
    // Searched again, it moves to the top.
    expect(window.localStorage.getItem(STORAGE_KEYS.recentSearches)).toBe('["개발","ㄱㅂ"]');
    expect(suggestAsked).toEqual([]);
  });
});
