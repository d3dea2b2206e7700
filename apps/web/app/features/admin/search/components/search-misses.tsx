import { SEARCH_MISSES_DAYS } from '@veggie/contract';
import { Plus, RefreshCw } from 'lucide-react';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { AdminTable, RowActions } from '../../shared/components/admin-table';
import { AlertBanner } from '../../shared/components/alert-banner';
import { PageHeader } from '../../shared/components/page-header';
import { useAdminFormat } from '../../shared/format';
import { adminListMessages } from '../../shared/messages';
import { ui } from '../../shared/ui';
import { useSearchMisses } from '../api/get-search-misses';
import { adminSearchMessages } from '../messages';

/**
 * What shoppers searched for and did not find, most frequent first: what to stock, or which word to teach
 * the search. A row's button starts a synonym group with its text.
 */
export function SearchMisses({ onAddSynonyms }: { onAddSynonyms: (query: string) => void }) {
  const text = useMessages(adminSearchMessages).misses;
  const format = useAdminFormat();
  const listText = useMessages(adminListMessages);
  const misses = useSearchMisses(SEARCH_MISSES_DAYS);

  return (
    <section aria-labelledby="search-misses-title" className="mt-10">
      <PageHeader
        level={2}
        id="search-misses-title"
        title={text.title}
        description={text.description(SEARCH_MISSES_DAYS)}
        actions={
          <button
            type="button"
            className={ui.btnSecondary}
            onClick={() => void misses.refetch()}
            disabled={misses.isFetching}
          >
            <RefreshCw className={`size-4 ${misses.isFetching ? 'animate-spin' : ''}`} aria-hidden />
            {listText.refresh}
          </button>
        }
      />
      {misses.isError && <AlertBanner message={serverMessage(misses.error) ?? text.loadFailed} />}
      <AdminTable
        label={text.listLabel}
        columns={[
          { label: text.columns.query },
          { label: text.columns.count, className: 'text-right' },
          { label: text.columns.lastSearchedAt, wide: true },
        ]}
        actions
        rows={misses.data}
        pending={misses.isPending}
        loading={text.loading}
        empty={text.empty(SEARCH_MISSES_DAYS)}
      >
        {(miss) => (
          <tr key={miss.query}>
            <td className={ui.td}>
              <span className="font-medium break-words">{miss.query}</span>
              <span className={`${ui.phoneOnly} block text-xs text-ink-600 tabular-nums`}>
                {format.dateTime(miss.lastSearchedAt)}
              </span>
            </td>
            <td className={`${ui.td} text-right whitespace-nowrap tabular-nums`}>{text.times(miss.count)}</td>
            <td className={`${ui.td} ${ui.wide} whitespace-nowrap text-ink-600 tabular-nums`}>
              <time dateTime={miss.lastSearchedAt}>{format.dateTime(miss.lastSearchedAt)}</time>
            </td>
            <RowActions>
              <button
                type="button"
                className={ui.btnSecondary}
                aria-label={text.addSynonymsFor(miss.query)}
                onClick={() => onAddSynonyms(miss.query)}
              >
                <Plus className="size-4" aria-hidden />
                {text.addSynonyms}
              </button>
            </RowActions>
          </tr>
        )}
      </AdminTable>
    </section>
  );
}
