import { OPEN_API } from '@ilteo/contract';

/** The examples' key: obviously a placeholder, the key's length and letters. */
const SAMPLE_KEY = 'YOUR_API_KEY';

/** curl and fetch calls for this site's origin, as a partner would paste them. */
export function GuideExamples({ origin }: { origin: string }) {
  const search = `${origin}${OPEN_API.postings}?regions=11680&size=10&fields=postingId,title,closeDate`;
  const curl = `curl -H "X-API-Key: ${SAMPLE_KEY}" \\\n  "${search}"`;
  const fetchCode = `const res = await fetch(
  '${search}',
  { headers: { 'X-API-Key': '${SAMPLE_KEY}' } },
);
const body = await res.json();
if (body.status !== '000' && body.status !== '013') {
  throw new Error(\`\${body.status} \${body.message}\`);
}
for (const posting of body.items) console.log(posting.title);`;
  const detail = `${origin}${OPEN_API.posting.replace(':postingId', '123')}?apiKey=${SAMPLE_KEY}`;

  return (
    <div className="api-guide__examples">
      <h3 className="api-guide__h3">curl</h3>
      <pre className="api-guide__code" tabIndex={0} aria-label="curl 예제">
        <code>{curl}</code>
      </pre>
      <h3 className="api-guide__h3">JavaScript (fetch)</h3>
      <pre className="api-guide__code" tabIndex={0} aria-label="JavaScript 예제">
        <code>{fetchCode}</code>
      </pre>
      <h3 className="api-guide__h3">쿼리 파라미터로 키 보내기 (공고 한 건)</h3>
      <pre className="api-guide__code" tabIndex={0} aria-label="쿼리 파라미터 예제">
        <code>{`curl "${detail}"`}</code>
      </pre>
      <h3 className="api-guide__h3">응답 예</h3>
      <pre className="api-guide__code" tabIndex={0} aria-label="응답 예">
        <code>{`{
  "status": "000",
  "message": "정상",
  "remaining": 998,
  "page": 1, "size": 10, "total": 42, "totalPages": 5,
  "today": "2026-05-01",
  "items": [
    { "postingId": 123, "title": "백엔드 개발자 채용", "closeDate": "2026-05-31" }
  ]
}`}</code>
      </pre>
    </div>
  );
}
