import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth';
import { categoryFieldsSchema } from './categories';
import { toFieldErrors } from './common';
import { productFieldsSchema, productUpdateSchema } from './products';
import { foldText, isVisibleText } from './text';
import { profileUpdateSchema } from './users';

const HIDDEN = [
  ['right-to-left override', '\u202E'],
  ['left-to-right embedding', '\u202A'],
  ['pop directional formatting', '\u202C'],
  ['right-to-left isolate', '\u2067'],
  ['pop directional isolate', '\u2069'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner between letters', '\u200D'],
  ['left-to-right mark', '\u200E'],
  ['right-to-left mark', '\u200F'],
  ['word joiner', '\u2060'],
  ['byte-order mark', '\uFEFF'],
  ['soft hyphen', '\u00AD'],
  ['Hangul filler', '\u3164'],
  ['combining grapheme joiner', '\u034F'],
  ['line separator', '\u2028'],
  ['escape', '\u001B'],
  ['newline', '\n'],
] as const;

describe('isVisibleText', () => {
  it.each(HIDDEN)('refuses a %s inside a name', (_, char) => {
    expect(isVisibleText(`Ng${char}uyễn`)).toBe(false);
  });

  it('keeps Vietnamese in both Unicode forms (precomposed and with combining marks)', () => {
    for (const name of [
      'Nguyễn Thị Ánh Tuyết',
      'Nguyễn Thị Ánh Tuyết'.normalize('NFD'),
      'Đặng Quốc Bảo',
      'Cà chua bi Đà Lạt',
    ]) {
      expect(isVisibleText(name), name).toBe(true);
    }
  });

  it('keeps emoji whose sequences need a joiner, and a subdivision flag', () => {
    const technologist = '\u{1F469}\u200D\u{1F4BB}';
    const rainbowFlag = '\u{1F3F3}\uFE0F\u200D\u{1F308}';
    const darkSkinTechnologist = '\u{1F469}\u{1F3FF}\u200D\u{1F4BB}';
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    for (const emoji of [technologist, rainbowFlag, darkSkinTechnologist, scotland]) {
      expect(isVisibleText(`Dưa hấu ${emoji}`), emoji).toBe(true);
    }
    // A joiner after an emoji that joins nothing still hides.
    expect(isVisibleText('\u{1F349}\u200Dadmin')).toBe(false);
  });

  it('takes line breaks and tabs in a text of several lines, and nothing else hidden', () => {
    expect(isVisibleText('Giao trưa\r\nGọi trước\tnhé', { multiline: true })).toBe(true);
    expect(isVisibleText('Giao trưa\nGọi trước')).toBe(false);
    for (const [name, char] of HIDDEN.filter(([, char]) => char !== '\n')) {
      expect(isVisibleText(`Giao trưa\n${char}Gọi trước`, { multiline: true }), name).toBe(false);
    }
  });
});

describe('names refuse invisible characters', () => {
  const product = { name: 'Cà chua', description: 'Hộp 500 g', price: '45000', stock: '10', category: 'c1' };
  const cases = [
    ['register', (name: string) => registerSchema.safeParse({ name, email: 'lan@example.com', password: 'secret1' })],
    [
      'profile and admin user edit',
      (name: string) => profileUpdateSchema.safeParse({ name, email: 'lan@example.com' }),
    ],
    ['product', (name: string) => productFieldsSchema.safeParse({ ...product, name })],
    ['product update', (name: string) => productUpdateSchema.safeParse({ name })],
    ['category', (name: string) => categoryFieldsSchema.safeParse({ name })],
  ] as const;

  it.each(cases)('%s: a bidi override is a readable field message in both languages', (_, parse) => {
    const result = parse('Lan\u202Enimda');
    expect(result.success).toBe(false);
    const issues = result.error?.issues ?? [];
    expect(toFieldErrors(issues, 'en')).toEqual([
      { field: 'name', message: 'Must not contain invisible or text-direction characters' },
    ]);
    expect(toFieldErrors(issues, 'vi')).toEqual([
      { field: 'name', message: 'Không được chứa ký tự ẩn hoặc ký tự đổi hướng văn bản' },
    ]);
    expect(parse('Nguyễn Thị Lan').success).toBe(true);
  });
});

describe('foldText', () => {
  it('folds accents, đ and case, so an unaccented keyboard finds Vietnamese names', () => {
    expect(foldText('Phường Ba Đình')).toBe('phuong ba dinh');
    expect(foldText('THÀNH PHỐ HỒ CHÍ MINH')).toBe('thanh pho ho chi minh');
    expect(foldText('Xã Đắk Pơ')).toBe('xa dak po');
    // Typed with combining marks (decomposed) or precomposed, the same letters.
    expect(foldText('Hu\u0065\u0302\u0301')).toBe(foldText('Huế'));
  });
});
