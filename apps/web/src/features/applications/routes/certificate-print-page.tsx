import { groupDigits, type EmploymentCertificate } from '@ilteo/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatDate8 } from '@/shared/lib/format-date';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { useCertificate } from '../api/get-certificate';
import { isCertificateNo } from '../lib/certificate-links';
import { formatDay } from '../lib/format';
import '@/shared/ui/page/page.css';
import '../components/certificate-print.css';

/**
 * /bare/print?kind=employment-cert&certNo=: the 취업활동 증명서 on an A4
 * sheet, with 인쇄 (the browser's dialog, where PDF로 저장 saves a PDF) and
 * 닫기. Another member's number is 102, which the helper answers by going
 * to the main page.
 */
export function CertificatePrintPage() {
  const [params] = useSearchParams();
  const raw = params.get('certNo');
  const certNo = isCertificateNo(raw) ? raw : null;
  const query = useCertificate(certNo);

  if (certNo === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="증명서를 찾을 수 없습니다"
        reason="주소가 올바르지 않거나 발급되지 않은 증명서입니다."
        backTo={paths.myApplications}
        backLabel="지원 현황으로"
      />
    );
  }
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <DetailError message="증명서를 불러오지 못했습니다." onRetry={() => void query.refetch()} />
    );
  }
  return <CertificateSheet certificate={query.data} />;
}

const birthOf = (value: string | null): string => (value ? formatDay(formatDate8(value)) : '—');

function CertificateSheet({ certificate: c }: { certificate: EmploymentCertificate }) {
  const navigate = useNavigate();
  // Reached from 지원 현황: go back there; opened directly: go to 지원 현황.
  const close = () => {
    if (window.history.length > 1) {
      void navigate(-1);
      return;
    }
    void navigate(paths.myApplications, { replace: true });
  };

  return (
    <div className="cert-print">
      <div className="cert-print__toolbar">
        <p>
          인쇄 미리보기입니다. 화면에 보이는 그대로 A4 용지에 인쇄됩니다. PDF 파일이 필요하면 인쇄
          창에서 &lsquo;PDF로 저장&rsquo;을 고르세요.
        </p>
        <div className="cert-print__buttons">
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => window.print()}
          >
            인쇄
          </button>
          <button type="button" className="button button--secondary button--small" onClick={close}>
            닫기
          </button>
        </div>
      </div>
      <article className="cert-print__sheet" aria-labelledby="cert-title">
        <h1 id="cert-title" className="cert-print__title">
          취업활동 증명서
        </h1>
        <p className="cert-print__no">발급번호 {c.certNo}</p>

        <h2 className="cert-print__heading">인적 사항</h2>
        <table className="cert-print__table">
          <tbody>
            <tr>
              <th scope="row">성명</th>
              <td>{c.memberName}</td>
              <th scope="row">생년월일</th>
              <td>{birthOf(c.birthDate)}</td>
            </tr>
            <tr>
              <th scope="row">확인 기간</th>
              <td colSpan={3}>
                {formatDay(c.from)} ~ {formatDay(c.to)}
              </td>
            </tr>
          </tbody>
        </table>

        <h2 className="cert-print__heading">
          입사 지원 내역 ({groupDigits(c.applications.length)}건)
        </h2>
        <table className="cert-print__table">
          <colgroup>
            <col className="cert-print__col-no" />
            <col className="cert-print__col-date" />
            <col />
            <col />
            <col className="cert-print__col-status" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">지원일</th>
              <th scope="col">기업명</th>
              <th scope="col">공고명</th>
              <th scope="col">진행 상태</th>
            </tr>
          </thead>
          <tbody>
            {c.applications.length === 0 ? (
              <tr>
                <td colSpan={5}>이 기간에 일터를 통해 지원한 내역이 없습니다.</td>
              </tr>
            ) : (
              c.applications.map((a, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  <td>{formatDay(a.appliedAt)}</td>
                  <td>{a.companyName}</td>
                  <td>{a.postingTitle}</td>
                  <td>{a.statusLabel}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>

        <p className="cert-print__statement">
          위 사람이 위 기간 동안 일터를 통해 위와 같이 입사 지원하였음을 증명합니다.
        </p>
        <p className="cert-print__issued">발급일 {formatDay(c.issuedAt)}</p>
        <p className="cert-print__issuer">일터</p>

        <footer className="cert-print__foot">
          <p>
            이 증명서의 진위는 일터 기업회원 서비스의 취업활동 증명서 확인에서 발급번호 {c.certNo}로
            확인할 수 있습니다.
          </p>
          <p>지원을 취소한 내역과 외부(홈페이지·이메일) 지원 기록은 포함되지 않습니다.</p>
        </footer>
      </article>
    </div>
  );
}
