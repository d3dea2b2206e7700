import { describe, expect, it } from 'vitest';
import { englishUnitFor, unitLabelFor } from './unit-labels';

describe('englishUnitFor', () => {
  it('puts the noun counted in the plural after any count but 1', () => {
    expect(englishUnitFor('bunch', 3)).toBe('bunches');
    expect(englishUnitFor('bunch', 0)).toBe('bunches');
    expect(englishUnitFor('bunch', 1)).toBe('bunch');
    expect(englishUnitFor('box of 500 g', 2)).toBe('boxes of 500 g');
    expect(englishUnitFor('bag of 3 ears', 2)).toBe('bags of 3 ears');
    expect(englishUnitFor('piece', 4)).toBe('pieces');
    expect(englishUnitFor('portion', 2)).toBe('portions');
    expect(englishUnitFor('head', 2)).toBe('heads');
    expect(englishUnitFor('tray of 10', 2)).toBe('trays of 10');
    expect(englishUnitFor('bottle of 500 ml', 2)).toBe('bottles of 500 ml');
    expect(englishUnitFor('pineapple', 2)).toBe('pineapples');
    expect(englishUnitFor('pomelo', 2)).toBe('pomelos');
    expect(englishUnitFor('glass jar', 2)).toBe('glass jars');
    expect(englishUnitFor('small bunch (about 300 g)', 2)).toBe('small bunches (about 300 g)');
    expect(englishUnitFor('dish', 2)).toBe('dishes');
    expect(englishUnitFor('berry', 2)).toBe('berries');
    expect(englishUnitFor('tray', 2)).toBe('trays');
    expect(englishUnitFor('mango', 2)).toBe('mangoes');
    expect(englishUnitFor('loaf', 2)).toBe('loaves');
    expect(englishUnitFor('Box', 2)).toBe('Boxes');
  });

  it('leaves measures, a label that starts with a number and a noun already plural as they are', () => {
    expect(englishUnitFor('kg', 3)).toBe('kg');
    expect(englishUnitFor('KG', 3)).toBe('KG');
    expect(englishUnitFor('g', 3)).toBe('g');
    expect(englishUnitFor('250 g', 3)).toBe('250 g');
    expect(englishUnitFor('dozen', 3)).toBe('dozen');
    expect(englishUnitFor('greens', 3)).toBe('greens');
    expect(englishUnitFor('pack 500g', 3)).toBe('pack 500g');
  });
});

describe('unitLabelFor', () => {
  const bunch = { label: 'bó', labelEn: 'bunch' };

  it('is the English label, pluralised after the count, in English', () => {
    expect(unitLabelFor(bunch, 'en', 3)).toBe('bunches');
    expect(unitLabelFor(bunch, 'en', 1)).toBe('bunch');
    expect(unitLabelFor(bunch, 'en')).toBe('bunch');
  });

  it('is the Vietnamese label, never pluralised, in Vietnamese and in English without an English one', () => {
    expect(unitLabelFor(bunch, 'vi', 3)).toBe('bó');
    expect(unitLabelFor({ label: 'con', labelEn: null }, 'en', 3)).toBe('con');
    expect(unitLabelFor({ label: 'túi' }, 'en', 2)).toBe('túi');
  });
});
