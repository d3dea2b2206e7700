import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** An invoice as the fake holds it: what the shop sent, and what it "issued". */
export interface FakeSepayInvoice {
  referenceCode: string;
  invoiceNumber: string;
  issuedDate: string;
  request: Record<string, unknown>;
}

/**
 * A stand-in for SePay's eInvoice API (the endpoints sepay-einvoice.ts calls, with the shapes of SePay's
 * documentation) on a local port: tests and the e2e shop issue invoices against it. `down` answers 503 to
 * everything; `loseCreateAnswers` issues the invoice but answers 502, as a connection lost after SePay did
 * the work; `refuseCreates` refuses that many invoices (400); `pendingChecks` keeps a new invoice
 * "processing" for that many look-ups.
 */
export async function startFakeSepayEinvoice({
  clientId = 'shop-client',
  clientSecret = 'shop-secret',
  port = 0,
}: { clientId?: string; clientSecret?: string; port?: number } = {}) {
  const invoices = new Map<string, FakeSepayInvoice>();
  const tracking = new Map<string, string>();
  const processing = new Map<string, number>();
  const tokens = new Set<string>();
  const controls = { down: false, loseCreateAnswers: 0, refuseCreates: 0, pendingChecks: 0, createCalls: 0 };
  let nextNumber = 1;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return null;
    }
  }

  function details(invoice: FakeSepayInvoice) {
    const pending = processing.get(invoice.referenceCode) ?? 0;
    if (pending > 0) {
      processing.set(invoice.referenceCode, pending - 1);
      return { reference_code: invoice.referenceCode, invoice_number: null, status: 'processing' };
    }
    return {
      reference_code: invoice.referenceCode,
      invoice_number: invoice.invoiceNumber,
      issued_date: invoice.issuedDate,
      pdf_url: `${origin}/files/${invoice.referenceCode}.pdf`,
      xml_url: null,
      status: 'issued',
      buyer: invoice.request.buyer,
      items: invoice.request.items,
    };
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (controls.down) return send(res, 503, { success: false, message: 'Service unavailable' });
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const auth = req.headers.authorization ?? '';
    if (req.method === 'POST' && path === '/v1/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (auth !== expected) return send(res, 401, { success: false, message: 'Invalid client credentials' });
      const value = randomUUID();
      tokens.add(value);
      return send(res, 200, { success: true, data: { access_token: value, token_type: 'Bearer', expires_in: 86400 } });
    }
    if (!tokens.has(auth.replace(/^Bearer /, ''))) return send(res, 401, { success: false, message: 'Unauthorized' });

    if (req.method === 'POST' && path === '/v1/invoices/create') {
      controls.createCalls++;
      const body = await readJson(req);
      const reference = typeof body?.reference_code === 'string' ? body.reference_code : randomUUID();
      const items = body?.items;
      if (!body || !Array.isArray(items) || items.length === 0 || !body.template_code || !body.invoice_series) {
        return send(res, 400, { success: false, message: 'Invalid invoice data' });
      }
      if (controls.refuseCreates > 0) {
        controls.refuseCreates--;
        return send(res, 400, { success: false, message: 'invoice_series is not registered' });
      }
      if (invoices.has(reference)) return send(res, 409, { success: false, message: 'reference_code already used' });
      invoices.set(reference, {
        referenceCode: reference,
        invoiceNumber: String(nextNumber++),
        issuedDate: String(body.issued_date ?? '').slice(0, 10),
        request: body,
      });
      if (controls.pendingChecks > 0) processing.set(reference, controls.pendingChecks);
      const code = randomUUID();
      tracking.set(code, reference);
      if (controls.loseCreateAnswers > 0) {
        controls.loseCreateAnswers--;
        return send(res, 502, { success: false, message: 'Bad gateway' });
      }
      return send(res, 200, {
        success: true,
        data: { tracking_code: code, tracking_url: `${origin}/v1/invoices/create/check/${code}` },
      });
    }
    const check = /^\/v1\/invoices\/create\/check\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && check) {
      const reference = tracking.get(decodeURIComponent(check[1]!));
      if (!reference) return send(res, 404, { success: false, message: 'Tracking code not found' });
      return send(res, 200, { success: true, data: { status: 'success', reference_code: reference } });
    }
    const one = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const invoice = invoices.get(decodeURIComponent(one[1]!));
      if (!invoice) return send(res, 404, { success: false, message: 'Invoice not found' });
      return send(res, 200, { success: true, data: details(invoice) });
    }
    return send(res, 404, { success: false, message: 'Not found' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { success: false, message: 'Fake provider error' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    clientId,
    clientSecret,
    controls,
    /** Every invoice issued, in order. */
    issued: () => [...invoices.values()],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeSepayEinvoice = Awaited<ReturnType<typeof startFakeSepayEinvoice>>;
