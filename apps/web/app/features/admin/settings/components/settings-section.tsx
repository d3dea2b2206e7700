import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../../components/ui/submit-button';
import { AlertBanner } from '../../shared/components/alert-banner';
import { ui } from '../../shared/ui';

interface SectionText {
  title: string;
  description: string;
  loading: string;
  loadFailed: string;
}

/** What the section reads of its settings' query. */
interface SettingsQuery<T> {
  isError: boolean;
  isPending: boolean;
  data: T | undefined;
}

/**
 * A group of settings under the shop's details (payment, e-invoices): loaded and saved on its own, so it
 * says its own loading and load failure, and shows its form once its settings are in.
 */
export function SettingsSection<T>({
  id,
  text,
  query,
  children,
}: {
  /** The heading's id, which names the region. */
  id: string;
  text: SectionText;
  query: SettingsQuery<T>;
  children: (settings: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${ui.card} max-w-3xl p-5`}>
      <h2 id={id} className="font-display text-lg font-bold">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{text.description}</p>
      {query.isError && <AlertBanner message={text.loadFailed} />}
      {query.isPending && (
        <p role="status" className="mt-4 text-ink-600">
          {text.loading}
        </p>
      )}
      {query.data && children(query.data)}
    </section>
  );
}

/** A settings group's form: its fields in two columns from a tablet's width up, its save button under them. */
export function SettingsForm({
  onSubmit,
  busy,
  text,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  busy: boolean;
  text: { save: string; saving: string };
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
      {children}
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel={text.saving} shape="pill">
          {text.save}
        </SubmitButton>
      </div>
    </form>
  );
}
