import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * The authenticator app's enrolment link as a QR code (RFC 6238 apps scan
 * otpauth:// URIs), drawn as one SVG path of dark modules: no canvas, no
 * image request, sharp at any zoom. The key is also shown as text beside it.
 */
export function TotpQr({ uri }: { uri: string }) {
  const { path, size } = useMemo(() => {
    const { data } = encode(uri, { ecc: 'M', border: 2 });
    const modules = data.flatMap((row, y) =>
      row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')),
    );
    return { path: modules.join(''), size: data.length };
  }, [uri]);

  return (
    <svg
      className="ops-qr"
      role="img"
      aria-label="인증 앱으로 찍을 QR 코드"
      viewBox={`0 0 ${size} ${size}`}
      width="192"
      height="192"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
