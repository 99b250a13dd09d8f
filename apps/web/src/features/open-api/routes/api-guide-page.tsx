import {
  API,
  OPEN_API,
  OPEN_API_FIELD_DOCS,
  OPEN_API_HTTP_STATUS,
  OPEN_API_MAX_PAGE_SIZE,
  OPEN_API_PARAMETERS,
  OPEN_API_POSTING_FIELDS,
  OPEN_API_STATUSES,
  type OpenApiStatus,
} from '@ilteo/contract';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { GuideExamples } from '../components/guide-examples';
import { TryKeyForm } from '../components/try-key-form';
import '../components/open-api.css';

const STATUSES = Object.keys(OPEN_API_STATUSES) as OpenApiStatus[];

/** A table that scrolls sideways on a narrow screen, reachable by keyboard. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="api-guide__table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="api-guide__table">{children}</table>
    </div>
  );
}

/**
 * /bare/api/guide (public, login layout): how to get a key, send it, every
 * parameter, field and status, the quota, examples in curl and fetch, and
 * a form that checks a key with valid-key.
 */
export function ApiGuidePage() {
  const id = useId();
  const origin = window.location.origin;
  const section = (name: string) => `${id}-${name}`;

  return (
    <article className="api-guide">
      <h1 className="api-guide__title">API 이용 안내</h1>
      <p className="api-guide__lead">
        일터 오픈 API로 진행 중인 채용공고를 검색하고 읽을 수 있습니다. 읽기 전용이며, 인증키가
        필요합니다.
      </p>
      <nav aria-label="안내 목차" className="api-guide__toc">
        <ol>
          <li>
            <a href={`#${section('key')}`}>인증키 받기</a>
          </li>
          <li>
            <a href={`#${section('auth')}`}>인증</a>
          </li>
          <li>
            <a href={`#${section('params')}`}>요청 파라미터</a>
          </li>
          <li>
            <a href={`#${section('fields')}`}>응답 필드</a>
          </li>
          <li>
            <a href={`#${section('status')}`}>상태 코드</a>
          </li>
          <li>
            <a href={`#${section('quota')}`}>호출 한도</a>
          </li>
          <li>
            <a href={`#${section('examples')}`}>예제</a>
          </li>
          <li>
            <a href={`#${section('try')}`}>키 확인해 보기</a>
          </li>
        </ol>
      </nav>

      <section aria-labelledby={section('key')}>
        <h2 id={section('key')} className="api-guide__h2">
          1. 인증키 받기
        </h2>
        <ol className="api-guide__steps">
          <li>일터에 로그인합니다 (개인회원·기업회원 모두 가능).</li>
          <li>
            마이홈의 <Link to={paths.myApiKeys}>API 인증키</Link> 화면에서 인증키 발급을 누르고, 키
            이름과 필요하면 허용 IP를 적습니다.
          </li>
          <li>
            발급된 40자 키를 바로 복사해 두세요. 키는 발급할 때 한 번만 보이며 다시 볼 수 없습니다.
          </li>
          <li>
            키가 새어 나갔다면 같은 화면에서 폐기하고 새로 발급합니다. 폐기한 키는 바로 쓸 수
            없습니다.
          </li>
        </ol>
      </section>

      <section aria-labelledby={section('auth')}>
        <h2 id={section('auth')} className="api-guide__h2">
          2. 인증
        </h2>
        <p>
          모든 호출에 인증키를 보냅니다. <code>X-API-Key</code> 헤더를 권장하며, 헤더를 쓸 수 없으면{' '}
          <code>apiKey</code> 쿼리 파라미터로 보낼 수 있습니다. 둘 다 있으면 헤더를 씁니다. 쿼리
          파라미터의 키는 주소에 들어가 서버와 프록시 로그에 남을 수 있습니다. 쿠키는 쓰지 않으며,
          어느 사이트의 브라우저에서도 호출할 수 있습니다 (CORS 허용).
        </p>
        <ul className="api-guide__endpoints">
          <li>
            <code>GET {OPEN_API.postings}</code> 채용공고 검색
          </li>
          <li>
            <code>GET {OPEN_API.posting.replace(':postingId', '{postingId}')}</code> 채용공고 한 건
            (<code>fields</code>만 받음)
          </li>
          <li>
            <code>GET {OPEN_API.openapi}</code> OpenAPI 3.1 문서 (키 없이 읽을 수 있음)
          </li>
        </ul>
      </section>

      <section aria-labelledby={section('params')}>
        <h2 id={section('params')} className="api-guide__h2">
          3. 요청 파라미터 (검색)
        </h2>
        <p>채용정보 목록과 같은 필터입니다. 여러 값은 쉼표로 구분합니다. 모두 선택 항목입니다.</p>
        <ScrollTable label="요청 파라미터 표">
          <thead>
            <tr>
              <th scope="col">이름</th>
              <th scope="col">형식</th>
              <th scope="col">설명</th>
            </tr>
          </thead>
          <tbody>
            {OPEN_API_PARAMETERS.map((p) => (
              <tr key={p.name}>
                <th scope="row">
                  <code>{p.name}</code>
                </th>
                <td>{p.type === 'integer' ? '정수' : '문자열'}</td>
                <td>
                  {p.description}
                  {p.enum && <> (값: {p.enum.join(', ')})</>}
                  {p.example && (
                    <>
                      {' '}
                      예: <code>{p.example}</code>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section aria-labelledby={section('fields')}>
        <h2 id={section('fields')} className="api-guide__h2">
          4. 응답 필드
        </h2>
        <p>
          <code>fields</code>로 필요한 필드만 고를 수 있습니다 (없으면 모두). 한 페이지는 최대{' '}
          {String(OPEN_API_MAX_PAGE_SIZE)}건입니다.
        </p>
        <ScrollTable label="응답 필드 표">
          <thead>
            <tr>
              <th scope="col">필드</th>
              <th scope="col">설명</th>
            </tr>
          </thead>
          <tbody>
            {OPEN_API_POSTING_FIELDS.map((f) => (
              <tr key={f}>
                <th scope="row">
                  <code>{f}</code>
                </th>
                <td>{OPEN_API_FIELD_DOCS[f]}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section aria-labelledby={section('status')}>
        <h2 id={section('status')} className="api-guide__h2">
          5. 응답 형식과 상태 코드
        </h2>
        <p>
          모든 응답은 <code>{'{ status, message, ... }'}</code> 형식입니다. 검색은{' '}
          <code>remaining, page, size, total, totalPages, today, items</code>를, 한 건은{' '}
          <code>item</code>을 함께 보냅니다. 오류에는 무엇이 잘못되었는지 <code>detail</code>이
          붙기도 합니다. 오류 응답에는 결과가 담기지 않습니다.
        </p>
        <ScrollTable label="상태 코드 표">
          <thead>
            <tr>
              <th scope="col">status</th>
              <th scope="col">HTTP</th>
              <th scope="col">뜻</th>
            </tr>
          </thead>
          <tbody>
            {STATUSES.map((s) => (
              <tr key={s}>
                <th scope="row">
                  <code>{s}</code>
                </th>
                <td>{String(OPEN_API_HTTP_STATUS[s])}</td>
                <td>{OPEN_API_STATUSES[s]}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section aria-labelledby={section('quota')}>
        <h2 id={section('quota')} className="api-guide__h2">
          6. 호출 한도
        </h2>
        <ul className="api-guide__steps">
          <li>
            키마다 하루 호출 한도가 있습니다. 한도와 오늘 호출 수는 마이홈 API 인증키 화면에서 볼 수
            있습니다.
          </li>
          <li>
            하루는 한국 시간 자정에 바뀝니다. 한도를 넘으면 status <code>020</code>(HTTP 429)과 다음
            날까지 남은 초(<code>Retry-After</code>)를 보냅니다.
          </li>
          <li>
            1분 호출 한도도 있습니다. 넘으면 같은 <code>020</code>으로 응답하며,{' '}
            <code>Retry-After</code> 뒤에 다시 호출하세요.
          </li>
          <li>
            파라미터가 잘못된 호출(<code>100</code>)과 한도를 넘어 거절된 호출은 세지 않습니다.
          </li>
        </ul>
      </section>

      <section aria-labelledby={section('examples')}>
        <h2 id={section('examples')} className="api-guide__h2">
          7. 예제
        </h2>
        <GuideExamples origin={origin} />
      </section>

      <section aria-labelledby={section('try')}>
        <h2 id={section('try')} className="api-guide__h2">
          8. 키 확인해 보기
        </h2>
        <p>
          인증키를 넣으면 지금 이 주소에서 쓸 수 있는지 알려 드립니다 (
          <code>POST {API.cmmn.externalApiValidKey}</code>). 호출 수는 줄지 않습니다.
        </p>
        <TryKeyForm />
      </section>
    </article>
  );
}
