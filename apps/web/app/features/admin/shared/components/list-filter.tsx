import { RefreshCw } from 'lucide-react';
import { useMessages } from '../../../../lib/i18n';
import type { AdminListControls } from '../hooks/use-admin-list';
import { adminListMessages } from '../messages';
import { ui } from '../ui';
import { PageHeader } from './page-header';
import { SelectField } from './select-field';

interface ListFilterProps<F extends Record<string, string>, K extends keyof F> {
  list: AdminListControls<F>;
  /** The filter this select sets. */
  name: K;
  id: string;
  label: string;
  options: readonly Exclude<F[K], ''>[];
  optionLabel: (option: Exclude<F[K], ''>) => string;
  /** The first option, which turns the filter off ("All statuses"). */
  all: string;
  /** The select's width, e.g. `w-44`. */
  width: string;
}

interface ListHeaderProps<F extends Record<string, string>, K extends keyof F> {
  list: AdminListControls<F> & { query: { data?: { count: number } } };
  /** The title, the description (the count once the list is read), the filter's label and its "all" option. */
  text: { title: string; description: string; count: (count: number) => string; filter: string; all: string };
  /** The filter: which one, its select's id and width, and its options with their labels. */
  filter: Pick<ListFilterProps<F, K>, 'name' | 'id' | 'options' | 'width'>;
  labels: Record<Exclude<F[K], ''>, string>;
  level?: 1 | 2;
  id?: string;
}

/** The header of a read-mostly list (orders, audit log, security events): title, count, filter and refresh. */
export function ListHeader<F extends Record<string, string>, K extends keyof F>({
  list,
  text,
  filter,
  labels,
  level,
  id,
}: ListHeaderProps<F, K>) {
  const count = list.query.data?.count;
  return (
    <PageHeader
      level={level}
      id={id}
      title={text.title}
      description={count === undefined ? text.description : text.count(count)}
      actions={
        <ListFilter
          list={list}
          {...filter}
          label={text.filter}
          all={text.all}
          optionLabel={(option) => labels[option]}
        />
      }
    />
  );
}

/**
 * The controls in a read-mostly list's header: one filter, and a button that reads the list again (others
 * change it meanwhile: new orders, new log entries). The icon spins while any read is under way.
 */
function ListFilter<F extends Record<string, string>, K extends keyof F>({
  list,
  name,
  width,
  ...select
}: ListFilterProps<F, K>) {
  const text = useMessages(adminListMessages);
  return (
    <>
      <SelectField<F[K]>
        {...select}
        value={list.filters[name]}
        onChange={(value) => list.setFilter(name, value)}
        className={`${ui.inlineSelect} ${width} py-2`}
      />
      <button type="button" className={ui.btnSecondary} onClick={list.refresh} disabled={list.refreshing}>
        <RefreshCw className={`size-4 ${list.refreshing ? 'animate-spin' : ''}`} aria-hidden />
        {text.refresh}
      </button>
    </>
  );
}
