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
  /** A second filter beside the first (the orders' payment beside their status), with its own words. */
  secondFilter?: SecondFilter<F>;
  level?: 1 | 2;
  id?: string;
}

/** A second filter of a list header: which one, its select's id and width, its words and its options. */
export type SecondFilter<F extends Record<string, string>> = {
  [K in keyof F]: Omit<ListFilterProps<F, K>, 'list'>;
}[keyof F];

/** The header of a read-mostly list (orders, audit log, security events): title, count, filter and refresh. */
export function ListHeader<F extends Record<string, string>, K extends keyof F>({
  list,
  text,
  filter,
  labels,
  secondFilter,
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
        <>
          <FilterSelect
            list={list}
            {...filter}
            label={text.filter}
            all={text.all}
            optionLabel={(option) => labels[option]}
          />
          {secondFilter && <FilterSelect list={list} {...secondFilter} />}
          <RefreshButton list={list} />
        </>
      }
    />
  );
}

/** One filter of a read-mostly list's header: a select whose first option turns it off. */
function FilterSelect<F extends Record<string, string>, K extends keyof F>({
  list,
  name,
  width,
  ...select
}: ListFilterProps<F, K>) {
  return (
    <SelectField<F[K]>
      {...select}
      value={list.filters[name]}
      onChange={(value) => list.setFilter(name, value)}
      className={`${ui.inlineSelect} ${width} py-2`}
    />
  );
}

/**
 * Reads the list again: others change it meanwhile (new orders, new log entries). The icon spins while any
 * read is under way.
 */
function RefreshButton<F extends Record<string, string>>({ list }: { list: AdminListControls<F> }) {
  const text = useMessages(adminListMessages);
  return (
    <button type="button" className={ui.btnSecondary} onClick={list.refresh} disabled={list.refreshing}>
      <RefreshCw className={`size-4 ${list.refreshing ? 'animate-spin' : ''}`} aria-hidden />
      {text.refresh}
    </button>
  );
}
