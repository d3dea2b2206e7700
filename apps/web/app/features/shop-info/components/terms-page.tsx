import { Link } from 'react-router';
import { LegalPage, LegalSection, LegalSections } from '../../../components/layout/legal-page';
import { paths } from '../../../config/paths';
import { useShopSettings } from '../use-shop-settings';
import { useMessages } from '../../../lib/i18n';
import { formatHours } from '../../../lib/shop-format';
import { termsMessages } from '../terms/messages';

export function TermsPage() {
  const text = useMessages(termsMessages);
  const shop = useShopSettings();
  return (
    <LegalPage title={text.title} updated={text.updated} intro={text.intro}>
      <LegalSections sections={text.sections} />
      <LegalSection title={text.closing.title}>
        <p>
          {text.closing.before}
          <Link to={paths.privacy()} className="font-semibold text-brand-700 underline underline-offset-2">
            {text.closing.link}
          </Link>
          {shop ? text.closing.after(shop.email, shop.phone, formatHours(shop.openingHours)) : '.'}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
