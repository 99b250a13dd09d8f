import { withQuery } from '@ilteo/contract';
import { paths } from '@/shared/config/paths';

/** The print kind app/routes/print-page.tsx dispatches to the certificate's page. */
export const CERTIFICATE_PRINT_KIND = 'employment-cert';

/** /bare/print?kind=employment-cert&certNo=… */
export const certificatePrintHref = (certNo: string): string =>
  withQuery(paths.print, { kind: CERTIFICATE_PRINT_KIND, certNo });

/**
 * The issue number's shape (contract certificateNoSchema), checked without
 * zod so the print page does not load the validators for one address.
 */
export const isCertificateNo = (value: string | null): value is string =>
  value !== null && /^[A-Z0-9-]{8,32}$/.test(value);
