// The community bench's data (bench/community.mjs), written by PostgreSQL
// itself: INSERT … SELECT over generate_series, never row by row, so 200,000
// posts and 1,000,000 comments take seconds. setseed() first: the same
// database every run (ids, boards, authors, counts).
//   - members: BENCH members (`bench-m-<n>`, no password; sessions are
//     issued directly) with nicknames, so any of them may write;
//   - boards: the 4 general ones (migration 0022) and one per popular
//     certificate (28) and language test (8), as a first post creates them;
//   - posts: skewed over boards (the most popular boards hold most posts:
//     board rank ~ random()^2.5), over the last year in id order (the latest
//     sort is by id), views long-tailed (exp of a uniform), likes a share of
//     views, 1 % deleted and 0.3 % blinded, one 공지 per general board;
//   - comments: 70 % top-level on posts skewed to recent ones, 30 % replies
//     to top-level comments; then every counter recounted from the rows
//     (comment_count, reply_count, post_count). The lateral draws name `g`
//     (where g > 0) so PostgreSQL draws them per row, not once. Likes are counters only: the
//     reads measured never look up a like row for a visitor.

/** Runs each statement in turn, logging how long each took. */
async function run(pool, steps) {
  for (const [what, text] of steps) {
    const t0 = performance.now();
    await pool.query(text);
    console.info(`  ${what} (${((performance.now() - t0) / 1000).toFixed(1)}s)`);
  }
}

export async function seedCommunity(pool, { posts, comments, members }) {
  const top = Math.round(comments * 0.7);
  const replies = comments - top;
  await pool.query('select setseed(0.2026)');
  await run(pool, [
    [
      `${members.toLocaleString('en')} members with nicknames`,
      `with m as (
         insert into app_user (login_id, name, status, created_at)
         select 'bench-m-' || g, '벤치회원', 'active', now() - interval '400 days'
         from generate_series(1, ${members}) g
         returning user_id, login_id)
       insert into community_profile (user_id, nickname)
       select user_id, 'bm' || substr(login_id, 9) from m`,
    ],
    [
      '36 certificate and language-test boards',
      `insert into community_board (kind, ref_code, name, allow_anonymous)
       select 'certificate', code, name, true from (select code, name from certificate order by popularity desc, code limit 28) c
       union all
       select 'language-test', code, name, true from (select code, name from language_test order by popularity desc, code limit 8) l`,
    ],
    // The boards ranked by how busy they are: general boards first, then by catalogue order.
    [
      'board ranks',
      `create temporary table bench_board as
       select row_number() over (order by case kind when 'general' then 0 else 1 end, board_id) - 1 as rank, board_id, name
       from community_board`,
    ],
    [
      `${posts.toLocaleString('en')} posts`,
      `insert into community_post (board_id, author_id, anonymous, title, body_html, excerpt, state, view_count, like_count, created_at)
       select b.board_id, u.user_id, g % 7 = 0,
              b.name || ' ' || (array['합격 후기 공유합니다', '공부 방법 질문드려요', '스터디원 모집합니다', '시험 일정 질문', '오늘 공부 인증', '기출 정리 공유'])[1 + g % 6] || ' #' || g,
              '<p>' || repeat('기출 위주로 공부했고 하루 두 시간씩 꾸준히 했습니다. ', 12) || '</p><ul><li>개념서 1회독</li><li>기출 3회독</li></ul>',
              left(repeat('기출 위주로 공부했고 하루 두 시간씩 꾸준히 했습니다. ', 4), 120),
              case when g % 100 = 0 then 'deleted' when g % 331 = 0 then 'blinded' else 'published' end,
              v.views, (v.views * random() * 0.05)::int,
              now() - interval '365 days' * (1 - g::float8 / ${posts})
       from generate_series(1, ${posts}) g
       cross join lateral (select floor(exp(random() * 8))::int as views, floor(power(random(), 2.5) * (select count(*) from bench_board))::int as rank, 1 + floor(random() * ${members})::int as m where g > 0) v
       join bench_board b on b.rank = v.rank
       join app_user u on u.login_id = 'bench-m-' || v.m`,
    ],
    [
      '공지 on the general boards',
      `update community_post set pinned = true where post_id in (
         select min(post_id) from community_post p join community_board b using (board_id)
         where b.kind = 'general' and p.state = 'published' group by board_id)`,
    ],
    [
      `${top.toLocaleString('en')} comments`,
      `insert into community_comment (post_id, author_id, anonymous, body, created_at)
       select p.post_id, u.user_id, g % 9 = 0, '저도 같은 시험 준비 중인데 도움이 많이 됐습니다. 감사합니다! #' || g,
              least(now(), p.created_at + interval '3 days' * random())
       from generate_series(1, ${top}) g
       cross join lateral (select greatest(1, ceil(${posts} * power(random(), 0.4)))::int as post, 1 + floor(random() * ${members})::int as m where g > 0) v
       join community_post p on p.post_id = v.post
       join app_user u on u.login_id = 'bench-m-' || v.m`,
    ],
    [
      `${replies.toLocaleString('en')} replies`,
      `insert into community_comment (post_id, parent_id, author_id, anonymous, body, created_at)
       select c.post_id, c.comment_id, u.user_id, false, '답변 감사합니다. 참고할게요. #' || g,
              least(now(), c.created_at + interval '1 day' * random())
       from generate_series(1, ${replies}) g
       cross join lateral (select 1 + floor(random() * ${top})::int as c, 1 + floor(random() * ${members})::int as m where g > 0) v
       join community_comment c on c.comment_id = v.c
       join app_user u on u.login_id = 'bench-m-' || v.m`,
    ],
    [
      'counters recounted',
      `with n as (select post_id, count(*)::int as n from community_comment where state = 'published' group by post_id)
       update community_post p set comment_count = n.n from n where n.post_id = p.post_id`,
    ],
    [
      'reply counts',
      `with n as (select parent_id, count(*)::int as n from community_comment where parent_id is not null group by parent_id)
       update community_comment c set reply_count = n.n from n where n.parent_id = c.comment_id`,
    ],
    [
      'board post counts',
      `update community_board b set post_count = (select count(*) from community_post p where p.board_id = b.board_id and p.state = 'published')`,
    ],
  ]);
}
