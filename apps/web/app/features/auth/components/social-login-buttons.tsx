import type { ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { authMessages } from '../messages';

/** Google and Facebook buttons; the shop has no social login yet, so they say so. */
export function SocialLoginButtons() {
  const text = useMessages(authMessages).social;
  const notYet = () => toast.info(text.notAvailable);
  const button = (mark: ReactNode, name: string) => (
    <button type="button" onClick={notYet} className={socialClass}>
      {mark}
      {name}
    </button>
  );
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-600 uppercase">
        <span className="h-px flex-1 bg-cream-200" aria-hidden />
        {text.divider}
        <span className="h-px flex-1 bg-cream-200" aria-hidden />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {/* Brand names, the same in every language. */}
        {button(<GoogleMark />, 'Google')}
        {button(<FacebookMark />, 'Facebook')}
      </div>
    </div>
  );
}

const socialClass =
  'flex items-center justify-center gap-2 rounded-xl border border-cream-200 bg-white px-3 py-2.5 text-sm font-semibold text-ink-900 transition hover:border-brand-300 hover:bg-brand-50';

function BrandMark({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      {children}
    </svg>
  );
}

function GoogleMark() {
  return (
    <BrandMark>
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1V17A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4Z"
      />
    </BrandMark>
  );
}

function FacebookMark() {
  return (
    <BrandMark>
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z"
      />
    </BrandMark>
  );
}
