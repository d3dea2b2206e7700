import type { MetaDescriptor } from 'react-router';
import { SITE_DESCRIPTION, SITE_NAME } from '../config/site';

/** Title and description tags for a route's `meta` export: "Shop · Veggie Market". */
export function pageMeta(title: string, description: string = SITE_DESCRIPTION): MetaDescriptor[] {
  const fullTitle = `${title} · ${SITE_NAME}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: SITE_NAME },
  ];
}
