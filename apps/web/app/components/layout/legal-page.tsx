import type { ReactNode } from 'react';

/** A policy page: title, last-updated line, numbered sections in a readable column. */
export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  /** The whole line, e.g. "Last updated: 1 November 2026". */
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="font-display text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-ink-600">{updated}</p>
      <div className="mt-6 text-lg text-ink-900">{intro}</div>
      <div className="mt-10 flex flex-col gap-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 leading-relaxed text-ink-900">
      <h2 className="font-display text-xl font-bold text-brand-800">{title}</h2>
      {children}
    </section>
  );
}

/** Sections that are plain paragraphs, as the policies' catalogues list them. */
export function LegalSections({ sections }: { sections: readonly { title: string; paragraphs: readonly string[] }[] }) {
  return sections.map((section) => (
    <LegalSection key={section.title} title={section.title}>
      {section.paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </LegalSection>
  ));
}
