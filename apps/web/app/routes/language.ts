import { redirectDocument } from 'react-router';
import { paths, sameSitePath } from '../config/paths';
import { isLocale } from '../lib/i18n';
import { localeCookie } from '../lib/locale';
import type { Route } from './+types/language';

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
  return redirectDocument(sameSitePath(url.searchParams.get('to')) ?? paths.home(), { headers });
}
