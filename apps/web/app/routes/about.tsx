import { aboutMessages } from '../features/shop-info/about/messages';
import { AboutPage } from '../features/shop-info/components/about-page';
import { metaMessages, pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = metaMessages(aboutMessages, matches);
  return pageMeta(text.metaTitle, text.metaDescription);
};

export default function About() {
  return <AboutPage />;
}
