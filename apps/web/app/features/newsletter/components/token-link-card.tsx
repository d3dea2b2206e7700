import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';

interface TokenLinkCardProps {
  /** The mail link's token, '' when the link came without one. */
  token: string;
  text: { title: string; noToken: string; noTokenText: string; backToShop: string };
  /** What the page offers once the link carries a token. */
  children: ReactNode;
}

/** The card a newsletter mail's link opens: a cut-off link (no token) is told so instead of offering a button. */
export function TokenLinkCard({ token, text, children }: TokenLinkCardProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-14">
      <div className="rounded-card border border-cream-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-display text-2xl font-bold">{text.title}</h1>
        {!token ? (
          <FormAlert title={text.noToken} className="mt-4">
            {text.noTokenText}
          </FormAlert>
        ) : (
          children
        )}
        <Link to={paths.shop()} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2">
          {text.backToShop}
        </Link>
      </div>
    </div>
  );
}
