import type { ShopSettings } from '@veggie/contract';
import type { ReactNode } from 'react';
import { LegalPage, LegalSections } from '../../../components/layout/legal-page';
import { useMessages } from '../../../lib/i18n';
import { shopInfoMessages } from '../messages';
import { policyTerms, type PolicyTerms } from '../policy-terms';
import { useShopSettings } from '../use-shop-settings';

interface PolicyText {
  title: string;
  updated: string;
  intro: string | ((terms: PolicyTerms) => string);
  sections: (terms: PolicyTerms) => { title: string; paragraphs: string[] }[];
}

/**
 * A policy whose figures (hours, windows, contacts) come from the shop settings, in the legal-page layout. Each
 * policy's page sits in a file of its own (returns-policy-page.tsx…), so a page's chunk carries its own words
 * only, not those of the other two policies.
 */
export function SettingsPolicy({ text, extra }: { text: PolicyText; extra?: ReactNode }) {
  const shop: ShopSettings | null = useShopSettings();
  const unavailable = useMessages(shopInfoMessages).unavailable;
  if (!shop) {
    return (
      <LegalPage title={text.title} updated={text.updated} intro={unavailable}>
        {null}
      </LegalPage>
    );
  }
  const terms = policyTerms(shop);
  return (
    <LegalPage
      title={text.title}
      updated={text.updated}
      intro={typeof text.intro === 'function' ? text.intro(terms) : text.intro}
    >
      {extra}
      <LegalSections sections={text.sections(terms)} />
    </LegalPage>
  );
}
