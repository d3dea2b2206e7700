import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useMessages } from '../../lib/i18n';
import { errorMessages } from './messages';

export function NotFoundPage() {
  const text = useMessages(errorMessages).notFound;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-bold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">{text.title}</h1>
      <p className="mt-3 text-ink-600">{text.explanation}</p>
      <Link
        to={paths.home()}
        className="mt-8 rounded-pill bg-brand-600 px-6 py-3 font-semibold text-white transition hover:bg-brand-700"
      >
        {text.home}
      </Link>
    </section>
  );
}
