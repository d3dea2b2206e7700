import type { User } from '@veggie/contract';
import { Pencil } from 'lucide-react';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from '../messages';

/** The profile in read mode; empty phone or address read "N/A". */
export function ProfileDetails({ user, onEdit }: { user: User; onEdit: () => void }) {
  const text = useMessages(profileMessages);
  const orNA = (value: string) => (value.trim() ? value : text.empty);
  const rows = [
    { label: text.fullName, value: orNA(user.name) },
    { label: text.email, value: orNA(user.email) },
    { label: text.phone, value: orNA(user.phone) },
    { label: text.address, value: orNA(user.address) },
  ];
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map(({ label, value }) => (
          <div key={label} className="rounded-xl border border-cream-200 bg-cream-50 px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
            <dd className="mt-1 text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={onEdit}
        className="inline-flex items-center gap-2 self-start rounded-pill bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        <Pencil className="size-4" aria-hidden />
        {text.edit}
      </button>
    </div>
  );
}
