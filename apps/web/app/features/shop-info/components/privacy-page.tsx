import { Link } from 'react-router';
import { LegalPage, LegalSection, LegalSections } from '../../../components/layout/legal-page';
import { paths } from '../../../config/paths';
import { useShopSettings } from '../use-shop-settings';
import { useMessages } from '../../../lib/i18n';
import { privacyMessages } from '../privacy/messages';

export function PrivacyPage() {
  const text = useMessages(privacyMessages);
  const email = useShopSettings()?.email ?? null;
  return (
    <LegalPage title={text.title} updated={text.updated} intro={text.intro}>
      <LegalSection title={text.collect.title}>
        <ul className="list-disc space-y-1 pl-6">
          {text.collect.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSections sections={text.sections} />
      <LegalSection title={text.closing.title}>
        <p>
          {text.closing.before}
          <Link to={paths.profile()} className="font-semibold text-brand-700 underline underline-offset-2">
            {text.closing.profileLink}
          </Link>
          {text.closing.middle(email)}
          <Link to={paths.terms()} className="font-semibold text-brand-700 underline underline-offset-2">
            {text.closing.link}
          </Link>
          {text.closing.after}
        </p>
      </LegalSection>
    </LegalPage>
  );
}
