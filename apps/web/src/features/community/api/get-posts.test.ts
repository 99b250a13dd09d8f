import { COMMUNITY_API } from '@ilteo/contract';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/api/query-client';
import { listStateHistoryKey } from '@/shared/lib/list-state';
import { server } from '@/shared/testing/msw-server';
import { envelope } from '@/shared/testing/render-route';
import { BOARDS, postPage } from '../routes/fixtures.test-data';
import { COMMUNITY_DEFAULTS, COMMUNITY_LIST_STATE, communityQueryOf } from '../lib/list-filters';
import { boardsQueryOptions } from './get-boards';
import { postsQueryOptions, prefetchPosts } from './get-posts';

let asked: string[];

beforeEach(() => {
  asked = [];
  server.use(
    http.get(COMMUNITY_API.boards, () => {
      asked.push('boards');
      return HttpResponse.json(envelope('001', BOARDS));
    }),
    http.get(COMMUNITY_API.list, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(envelope('001', postPage()));
    }),
  );
});

const LIST = 'http://localhost/person/certi-lang/commu/list';

describe('prefetchPosts', () => {
  it('fills the cache entries the list screen reads first, with the calls the server preloads', async () => {
    const client = createQueryClient();
    await prefetchPosts(client, new URL(LIST), null);

    // The same form as firstScreenCalls' `withQuery(COMMUNITY_API.list, { sort: 'latest', page: 1 })`.
    expect(asked.sort()).toEqual(['?sort=latest&page=1', 'boards']);
    const first = postsQueryOptions(communityQueryOf(COMMUNITY_DEFAULTS)).queryKey;
    expect(client.getQueryData(first)).toEqual(postPage());
    expect(client.getQueryData(boardsQueryOptions().queryKey)).toEqual(BOARDS);
  });

  it('asks for nothing when the address or the history entry names another list', async () => {
    const client = createQueryClient();
    await prefetchPosts(client, new URL(`${LIST}?boardId=2`), null);
    await prefetchPosts(client, new URL(LIST), {
      [listStateHistoryKey(COMMUNITY_LIST_STATE)]: { ...COMMUNITY_DEFAULTS, page: 3 },
    });
    expect(asked).toEqual([]);
  });
});
