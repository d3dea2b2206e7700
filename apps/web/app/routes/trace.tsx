import type { BatchTrace } from '@veggie/contract';
import { data } from 'react-router';
import { getBatchTrace } from '../features/trace/api/get-batch-trace';
import { TracePage, type TracePageProps } from '../features/trace/components/trace-page';
import { traceMessages } from '../features/trace/messages';
import { ApiError } from '../lib/api-client';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/trace';

export async function loader(args: Route.LoaderArgs) {
  let batch: BatchTrace;
  try {
    batch = await getBatchTrace(args, args.params.code);
  } catch (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return data<TracePageProps>(
      { batch: null, error: notFound ? 'notFound' : 'failed' },
      { status: notFound ? 404 : 500 },
    );
  }
  return data<TracePageProps>({ batch, error: null });
}

// A batch page is reached from a label, not from search: kept out of the index like other one-off pages.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = metaMessages(traceMessages, matches);
  const batch = loaderData?.batch;
  const noindex = { name: 'robots', content: 'noindex' };
  if (!batch) return [...pageMeta(loaderData?.error === 'failed' ? text.loadFailed : text.notFound), noindex];
  return [
    ...pageMeta(text.title(batch.product.name), text.metaDescription(batch.product.name, batch.origin?.farm ?? '')),
    noindex,
  ];
};

export default function TraceRoute({ loaderData }: Route.ComponentProps) {
  return <TracePage {...loaderData} />;
}
