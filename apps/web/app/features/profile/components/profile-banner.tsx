import type { User } from '@veggie/contract';
import { CalendarDays } from 'lucide-react';
import { useFormat } from '../../../lib/format';
import { useMessages } from '../../../lib/i18n';
import { profileMessages } from '../messages';
import { AvatarUpload } from './avatar-upload';

export function ProfileBanner({ user }: { user: User }) {
  const text = useMessages(profileMessages);
  const format = useFormat();
  return (
    <section
      aria-label={text.account}
      className="rounded-card bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-8 text-white shadow-sm sm:px-10"
    >
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <AvatarUpload user={user} />
        <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:pt-4 sm:text-left">
          <h1 className="font-display text-3xl font-bold">{user.name}</h1>
          <p className="break-all text-brand-100">{user.email}</p>
          <p className="mt-1 inline-flex items-center gap-2 rounded-pill bg-white/10 px-3 py-1 text-sm">
            <CalendarDays className="size-4" aria-hidden />
            {text.memberSince(format.date(user.createdAt, 'long'))}
          </p>
        </div>
      </div>
    </section>
  );
}
