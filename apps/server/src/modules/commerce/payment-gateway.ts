/**
 * How a sale gets paid (decision 0040). No payment provider is wired yet:
 * the `manual` adapter stands for "an operator saw the bank transfer and
 * marked the invoice paid". A real PG adapter (토스페이먼츠, KG이니시스)
 * implements the same three steps: `requestPayment` when the invoice is
 * issued (a checkout session: the provider's order id and the page the
 * buyer is sent to), `confirm` when the buyer comes back or the provider's
 * webhook arrives (the provider's approval, server to server, with the
 * amount checked against the invoice), `cancel` for a refund or a void.
 * The service calls these inside its transaction and stores `providerRef`,
 * so an adapter must be idempotent for one invoice number.
 */
export interface PaymentRequest {
  invoiceNo: string;
  /** Won, VAT included: what the buyer pays. */
  total: number;
  itemName: string;
}

export interface PaymentGateway {
  /** Stored on the sale: 'manual', 'toss', 'inicis' … */
  readonly provider: string;
  /** Opens a payment for an issued invoice. `checkoutUrl` is null when nothing is to be opened. */
  requestPayment(
    request: PaymentRequest,
  ): Promise<{ providerRef: string | null; checkoutUrl: string | null }>;
  /** Settles it: for a PG the approval call; for `manual` the operator's word. */
  confirm(request: PaymentRequest & { providerRef: string | null }): Promise<{
    providerRef: string | null;
  }>;
  /** Voids or refunds it. */
  cancel(request: PaymentRequest & { providerRef: string | null }): Promise<void>;
}

/** Bank transfer by invoice, confirmed by an operator in /ops/sales. */
export const manualGateway: PaymentGateway = {
  provider: 'manual',
  requestPayment: () => Promise.resolve({ providerRef: null, checkoutUrl: null }),
  confirm: (request) => Promise.resolve({ providerRef: request.providerRef }),
  cancel: () => Promise.resolve(),
};
