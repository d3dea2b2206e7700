import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider, type Locale } from '../../lib/i18n';
import { EnglishName, PerUnit, saleQuantityIn, unitLabelIn } from './product-unit';

const box = { label: 'hộp 500 g', labelEn: 'box of 500 g' };

function renderIn(locale: Locale, node: React.ReactNode) {
  return render(<LocaleProvider value={locale}>{node}</LocaleProvider>);
}

/** What a sighted shopper reads: the screen-reader-only words left out. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
}

describe('unitLabelIn', () => {
  it('is the English label in English, the Vietnamese one otherwise and when there is no English one', () => {
    expect(unitLabelIn(box, 'en')).toBe('box of 500 g');
    expect(unitLabelIn(box, 'vi')).toBe('hộp 500 g');
    expect(unitLabelIn({ label: 'bó', labelEn: null }, 'en')).toBe('bó');
  });
});

describe('saleQuantityIn', () => {
  it('counts pieces in the unit of the language and weight steps as what they weigh', () => {
    expect(saleQuantityIn({ ...box, kind: 'piece' }, 2, 'en')).toBe('2 boxes of 500 g');
    expect(saleQuantityIn({ label: 'bó', labelEn: 'bunch', kind: 'piece' }, 3, 'en')).toBe('3 bunches');
    expect(saleQuantityIn({ label: 'bó', labelEn: 'bunch', kind: 'piece' }, 1, 'en')).toBe('1 bunch');
    expect(saleQuantityIn({ label: 'bó', labelEn: 'bunch', kind: 'piece' }, 3, 'vi')).toBe('3 bó');
    expect(saleQuantityIn({ ...box, kind: 'piece' }, 2, 'vi')).toBe('2 hộp 500 g');
    expect(saleQuantityIn({ label: 'kg', labelEn: 'kg', kind: 'weight', stepGrams: 250 }, 3, 'vi')).toMatch(/^750\sg$/);
  });
});

describe('PerUnit', () => {
  it('reads "/ box of 500 g" in English, "per box of 500 g" to a screen reader', () => {
    renderIn('en', <PerUnit unit={box} />);
    const unit = screen.getByTestId('per-unit');
    expect(visibleText(unit)).toBe(' / box of 500 g');
    expect(unit.querySelector('[aria-hidden="true"]')?.textContent).toBe(' / ');
    expect(unit.querySelector('.sr-only')?.textContent).toBe(' per ');
  });

  it('reads "/ hộp 500 g" in Vietnamese, "mỗi hộp 500 g" to a screen reader', () => {
    renderIn('vi', <PerUnit unit={box} />);
    const unit = screen.getByTestId('per-unit');
    expect(visibleText(unit)).toBe(' / hộp 500 g');
    expect(unit.querySelector('.sr-only')?.textContent).toBe(' mỗi ');
  });

  it('shows nothing for a cart line saved before units existed', () => {
    const { container } = renderIn('en', <PerUnit unit={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('EnglishName', () => {
  it('shows the English name on the English storefront only', () => {
    const { unmount } = renderIn('en', <EnglishName nameEn="Organic water spinach" />);
    expect(screen.getByText('Organic water spinach')).toBeInTheDocument();
    unmount();
    const vietnamese = renderIn('vi', <EnglishName nameEn="Organic water spinach" />);
    expect(vietnamese.container).toBeEmptyDOMElement();
  });

  it('shows nothing when the product has none', () => {
    expect(renderIn('en', <EnglishName nameEn={null} />).container).toBeEmptyDOMElement();
  });
});
