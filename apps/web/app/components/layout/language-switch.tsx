import clsx from 'clsx';
import { useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { LOCALES, useLocale, useMessages } from '../../lib/i18n';
import { layoutMessages } from './messages';

/** Each language named in itself, as a shopper who reads only that one looks for it. */
const LANGUAGE_NAMES = { en: 'English', vi: 'Tiếng Việt' } as const;

/**
 * English or Tiếng Việt, the current one pressed. A plain form: the choice goes to /language
 * (routes/language.ts), which sets the cookie and loads this page again in the new language, with or
 * without JavaScript.
 */
export function LanguageSwitch({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const text = useMessages(layoutMessages).language;
  const current = useLocale();
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={paths.language()} className={className}>
      <input type="hidden" name="to" value={pathname + search} />
      <div role="group" aria-label={text.label} className="flex items-center gap-1 text-xs font-semibold">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="lang"
            value={locale}
            lang={locale}
            aria-pressed={locale === current}
            className={clsx(
              'rounded-pill px-2.5 py-1.5 whitespace-nowrap transition',
              tone === 'light'
                ? 'text-ink-600 hover:text-brand-700 aria-pressed:bg-brand-100 aria-pressed:text-brand-800'
                : 'text-brand-100 hover:text-white aria-pressed:bg-brand-800 aria-pressed:text-white',
            )}
          >
            {LANGUAGE_NAMES[locale]}
          </button>
        ))}
      </div>
    </form>
  );
}
