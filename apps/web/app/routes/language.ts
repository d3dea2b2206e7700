import { redirectDocument } from 'react-router';
import { paths } from '../config/paths';
import { isLocale } from '../lib/i18n';
import { localeCookie } from '../lib/locale';
import type { Route } from './+types/language';

/** Where to go back to: a path of this shop only, so the switch cannot be made to send anyone elsewhere. */
function returnPath(to: string | null, current: URL): string {
  if (!to?.startsWith('/')) return paths.home();
  const target = new URL(to, current.origin);
  return target.origin === current.origin ? target.pathname + target.search : paths.home();
}

/**
 * The language switch's target (components/layout/language-switch.tsx): remembers the choice in the
 * `lang` cookie and loads the page it came from again as a new document, so the server renders it in
 * that language and nothing fetched in the other one stays in the browser. A GET, because the web
 * server renders GET documents only and a language preference is harmless to set; it works without JS.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang');
  const headers = isLocale(lang) ? { 'Set-Cookie': localeCookie(lang) } : undefined;
  return redirectDocument(returnPath(url.searchParams.get('to'), url), { headers });
}
