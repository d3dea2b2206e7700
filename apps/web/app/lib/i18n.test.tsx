import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineMessages, LocaleProvider, useMessages, type Catalogue } from './i18n';

/** Every catalogue of the app: each `messages.ts` exports its catalogues (the objects with an `en`). */
const modules = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });

function isCatalogue(value: unknown): value is Catalogue<unknown> {
  return typeof value === 'object' && value !== null && 'en' in value;
}

/** `path: kind` for every leaf: a translation must have the same keys, and a function where English has one. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, path ? `${path}.${key}` : key));
  }
  return [`${path}: ${typeof value}`];
}

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ name: `${file} ${name}`, catalogue: value as Catalogue<unknown> })),
);

describe('message catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it.each(catalogues.filter(({ catalogue }) => catalogue.vi !== undefined))(
    '$name has the same keys in Vietnamese as in English',
    ({ catalogue }) => {
      expect(shape(catalogue.vi).sort()).toEqual(shape(catalogue.en).sort());
    },
  );

  it('the shape check sees a key missing in one language', () => {
    expect(shape({ a: 'x', b: { c: () => 'y' } }).sort()).not.toEqual(shape({ a: 'x', b: {} }).sort());
    expect(shape({ a: () => 'x' })).not.toEqual(shape({ a: 'x' }));
  });
});

describe('useMessages', () => {
  const greeting = defineMessages({ en: { hello: 'Hello' }, vi: { hello: 'Xin chào' } });
  const englishOnly = defineMessages({ en: { bye: 'Bye' } });

  function Greeting() {
    const { hello } = useMessages(greeting);
    const { bye } = useMessages(englishOnly);
    return (
      <p>
        {hello} {bye}
      </p>
    );
  }

  it('speaks English by default', () => {
    render(<Greeting />);
    expect(screen.getByText('Hello Bye')).toBeInTheDocument();
  });

  it("speaks the provider's language, and English where a catalogue has no translation", () => {
    render(
      <LocaleProvider value="vi">
        <Greeting />
      </LocaleProvider>,
    );
    expect(screen.getByText('Xin chào Bye')).toBeInTheDocument();
  });
});
