import type { batchTraceEnvelopeSchema } from '@veggie/contract';
import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /trace/:code: a batch as its label's QR shows it; an ApiError with status 404 for an unknown code. */
export async function getBatchTrace(loader: RequestOptions, code: string) {
  const envelope = await api.get<typeof batchTraceEnvelopeSchema>(`/trace/${encodeURIComponent(code)}`, loader);
  return envelope.data;
}
