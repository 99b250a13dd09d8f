// The write case of `npm run bench:community` (the structure issue's write
// case): `writers` concurrent loops creating community posts and comments
// through the API, as members do (a signed-in cookie, the CSRF token the
// server hands out), while the postings list runs. Each member writes at most
// what the community's own limits let one member write (10 posts an hour, 30
// comments in 10 minutes), then the loop moves on to its next member.
import { performance } from 'node:perf_hooks';
import { COMMUNITY_LIMITS, CSRF_HEADER, COMMUNITY_API } from '../packages/contract/src/index.ts';

/** A member's browser: the access cookie plus whatever cookies the server sets (the CSRF secret). */
async function browserOf(base, member) {
  const res = await fetch(`${base}${COMMUNITY_API.me}`, { headers: { cookie: member.cookie } });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  await res.arrayBuffer();
  return { cookie: [member.cookie, ...set].join('; '), token: res.headers.get(CSRF_HEADER) ?? '' };
}

async function send(base, browser, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      cookie: browser.cookie,
      'content-type': 'application/json',
      [CSRF_HEADER]: browser.token,
    },
    body: JSON.stringify(body),
  });
  const token = res.headers.get(CSRF_HEADER);
  if (token) browser.token = token;
  const json = await res.json().catch(() => ({}));
  return { ok: res.status < 300, status: res.status, json };
}

/**
 * Runs the writers for `seconds`; `members` are signed-in members (cookie),
 * `boardIds` the boards to post on, `postIds` published posts to comment on.
 * Without `rate` they write as fast as they can; with `rate` (writes/s over
 * all writers) each keeps a schedule, catching up at once when behind.
 */
export async function runCommunityWriters(
  base,
  { members, boardIds, postIds, writers, seconds, rate, firstMember = 0 },
) {
  const latencies = [];
  let errors = 0;
  let posts = 0;
  let comments = 0;
  /** Refusals by status and message (a member's own limit moves the loop to its next member). */
  const failures = new Map();
  // A later run starts after the members an earlier one used: their hourly allowance is spent.
  let nextMember = firstMember;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      // A writer's writes are `interval` ms apart, the writers spread across one interval.
      const interval = rate ? (1000 * writers) / rate : 0;
      let due = started + (interval * w) / writers;
      for (let i = 0; performance.now() < end;) {
        const member = members[nextMember++ % members.length];
        const browser = await browserOf(base, member);
        // One member's allowance: posts and comments in the 1 : 3 the community shows.
        for (let wrote = { posts: 0, comments: 0 }; performance.now() < end; i++) {
          const post = i % 4 === 0;
          if (post && wrote.posts >= COMMUNITY_LIMITS.postsPerHour) break;
          if (!post && wrote.comments >= COMMUNITY_LIMITS.commentsPer10Minutes) break;
          if (interval > 0) {
            const wait = due - performance.now();
            if (wait > 0) await new Promise((r) => setTimeout(r, wait));
            due += interval;
            if (performance.now() >= end) break;
          }
          const t0 = performance.now();
          const r = post
            ? await send(base, browser, 'POST', COMMUNITY_API.post, {
                boardId: boardIds[(w + i) % boardIds.length],
                title: `벤치 작성 글 ${w}-${i}: 오늘 공부 인증합니다`,
                bodyHtml: `<p>오늘은 기출 두 회분을 풀었습니다. <strong>틀린 문제</strong>는 내일 다시 봅니다.</p><ul><li>1회분 72점</li><li>2회분 80점</li></ul>`,
                anonymous: false,
                images: [],
              })
            : await send(base, browser, 'POST', COMMUNITY_API.comment, {
                postId: postIds[(w * 7919 + i * 104_729) % postIds.length],
                body: `저도 같은 시험 준비 중이에요. 같이 힘내요! (${w}-${i})`,
                parentId: null,
                anonymous: false,
              });
          latencies.push(performance.now() - t0);
          if (r.ok) {
            if (post) {
              wrote.posts++;
              posts++;
            } else {
              wrote.comments++;
              comments++;
            }
          } else {
            errors++;
            const key = `${r.status} ${String(r.json.message ?? '').slice(0, 80)}`;
            failures.set(key, (failures.get(key) ?? 0) + 1);
            break;
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    membersUsed: nextMember,
    wps: (posts + comments) / elapsed,
    posts,
    comments,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    failures: [...failures].map(([k, n]) => `${n}× ${k}`).join('; '),
  };
}
