import {
  InvoiceRefused,
  splitVat,
  type InvoiceInProgress,
  type InvoiceProvider,
  type InvoiceRequest,
  type IssuedInvoice,
} from './invoice-provider';

/** One call to SePay may take this long; past it the try fails and the invoice is tried again later. */
const REQUEST_TIMEOUT_MS = 15_000;

interface SepayAnswer {
  status: number;
  body: { success?: boolean; message?: string; data?: Record<string, unknown> } | null;
}

/** SePay's issue date: "yyyy-MM-dd HH:mm:ss", Vietnam time (UTC+7, no daylight saving). */
export function sepayDate(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** SePay's `issued_date` ("2025-12-15" or "2025-12-15 08:00:00", Vietnam time) as an instant. */
function fromSepayDate(value: unknown, fallback: Date): Date {
  if (typeof value !== 'string') return fallback;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?/.exec(value);
  if (!match) return fallback;
  const parsed = new Date(`${match[1]}T${match[2] ?? '00:00:00'}+07:00`);
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/**
 * SePay's eInvoice API (developer.sepay.vn/en/einvoice-api): a Bearer token from POST /v1/token (Basic client id
 * and secret, valid 24 h), POST /v1/invoices/create with `is_draft: false` (create and issue in one step) and
 * our invoice id as its `reference_code`, GET /v1/invoices/create/check/{tracking_code} while it is processed,
 * and GET /v1/invoices/{reference_code} for the number, date and PDF. Each try first looks the reference up,
 * so an invoice SePay made while our side lost the answer is found rather than issued twice.
 */
export function createSepayInvoiceProvider({
  url,
  clientId,
  clientSecret,
  fetchImpl = fetch,
}: {
  url: string;
  clientId: string;
  clientSecret: string;
  fetchImpl?: typeof fetch;
}): InvoiceProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function call(method: 'GET' | 'POST', path: string, init: { body?: unknown; auth: string }) {
    const response = await fetchImpl(`${url}${path}`, {
      method,
      headers: {
        authorization: init.auth,
        accept: 'application/json',
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const raw = await response.text();
    let body: SepayAnswer['body'] = null;
    try {
      body = raw ? (JSON.parse(raw) as SepayAnswer['body']) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body } satisfies SepayAnswer;
  }

  async function bearer(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const answer = await call('POST', '/v1/token', { auth: `Basic ${basic}` });
    const value = text(answer.body?.data?.access_token);
    if (answer.status !== 200 || !value) throw new Error(`SePay refused the token request (HTTP ${answer.status})`);
    const lifetimeS = Number(answer.body?.data?.expires_in) || 3600;
    // Renewed a minute early, so a token never expires between our check and SePay's.
    token = { value, expiresAt: Date.now() + Math.max(lifetimeS - 60, 1) * 1000 };
    return value;
  }

  /** A call with the token; a 401 (a token SePay revoked early) renews it once. */
  async function authorised(method: 'GET' | 'POST', path: string, body?: unknown): Promise<SepayAnswer> {
    const answer = await call(method, path, { body, auth: `Bearer ${await bearer()}` });
    if (answer.status !== 401) return answer;
    token = null;
    return call(method, path, { body, auth: `Bearer ${await bearer()}` });
  }

  function failure(what: string, answer: SepayAnswer): Error {
    const message = `SePay ${what}: HTTP ${answer.status}${answer.body?.message ? ` ${answer.body.message}` : ''}`;
    // 4xx but an expired token, a rate limit or a timeout: SePay judged the invoice and said no.
    const refused = answer.status >= 400 && answer.status < 500 && ![401, 408, 409, 429].includes(answer.status);
    return refused ? new InvoiceRefused(message) : new Error(message);
  }

  /** The invoice SePay holds under our reference: issued, still in progress, or unknown (null). */
  async function lookUp(request: InvoiceRequest): Promise<IssuedInvoice | InvoiceInProgress | null> {
    const answer = await authorised('GET', `/v1/invoices/${encodeURIComponent(request.reference)}`);
    if (answer.status === 404) return null;
    const data = answer.body?.data;
    if (answer.status !== 200 || !data) throw failure('invoice look-up failed', answer);
    const number = text(data.invoice_number);
    if (data.status !== 'issued' || !number) return { state: 'processing', providerId: request.reference };
    return {
      state: 'issued',
      providerId: text(data.reference_code) ?? request.reference,
      number,
      series: `${request.seller.templateCode}${request.seller.series}`,
      issuedAt: fromSepayDate(data.issued_date, request.issuedAt),
      lookupCode: text(data.reference_code) ?? request.reference,
      pdfUrl: text(data.pdf_url),
    };
  }

  function createBody(request: InvoiceRequest) {
    const notes = [
      `Đơn hàng ${request.orderCode}`,
      request.adjusts
        ? `Điều chỉnh cho hóa đơn ký hiệu ${request.adjusts.series} số ${request.adjusts.number} ngày ${sepayDate(request.adjusts.issuedAt).slice(0, 10)}`
        : null,
    ].filter(Boolean);
    return {
      reference_code: request.reference,
      template_code: request.seller.templateCode,
      invoice_series: request.seller.series,
      issued_date: sepayDate(request.issuedAt),
      currency: 'VND',
      provider_account_id: request.seller.providerAccountId,
      buyer: {
        name: request.buyer.name,
        tax_code: request.buyer.taxCode ?? null,
        address: request.buyer.address,
        email: request.buyer.email,
      },
      items: request.lines.map((line, index) => {
        const { beforeVat, vat } = splitVat(line.amount, line.vatRate);
        return {
          line_number: index + 1,
          line_type: 1,
          item_name: line.name,
          unit: line.unit,
          quantity: line.quantity,
          unit_price: Math.round((beforeVat / line.quantity) * 100) / 100,
          before_tax_amount: beforeVat,
          tax_rate: line.vatRate,
          tax_amount: vat,
          total_amount: line.amount,
        };
      }),
      notes: notes.join('. '),
      is_draft: false,
    };
  }

  return {
    name: 'sepay',
    async issue(request) {
      const known = await lookUp(request);
      if (known) return known;
      const created = await authorised('POST', '/v1/invoices/create', createBody(request));
      const tracking = text(created.body?.data?.tracking_code);
      if (created.status !== 200 && created.status !== 201) throw failure('refused the invoice', created);
      if (!tracking) throw new Error('SePay answered the invoice without a tracking code');
      const check = await authorised('GET', `/v1/invoices/create/check/${encodeURIComponent(tracking)}`);
      const status = text(check.body?.data?.status);
      if (status === 'failed')
        throw new InvoiceRefused(
          `SePay could not issue the invoice: ${text(check.body?.data?.message) ?? 'no reason given'}`,
        );
      return (await lookUp(request)) ?? { state: 'processing', providerId: request.reference };
    },
  };
}
