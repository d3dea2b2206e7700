import { describe, expect, it } from 'vitest';
import { parseTerms, termsError } from './synonym-form';

const named = (term: string, message: string) => `“${term}”: ${message}`;

describe('synonym form', () => {
  it('reads terms between commas and on separate lines, trimmed, blanks dropped', () => {
    expect(parseTerms(' thơm, dứa\n\nkhóm ,, pineapple\n')).toEqual(['thơm', 'dứa', 'khóm', 'pineapple']);
    expect(parseTerms(' , \n')).toEqual([]);
  });

  it("says the group's problem as it is, and a term's problem naming the term", () => {
    const terms = ['thơm', 'dứa'];
    expect(termsError([{ field: 'terms', message: 'Enter at least 2 words' }], terms, named)).toBe(
      'Enter at least 2 words',
    );
    expect(termsError([{ field: 'terms.1', message: 'Too long' }], terms, named)).toBe('“dứa”: Too long');
    expect(termsError([{ field: 'name', message: 'Required' }], terms, named)).toBeUndefined();
  });
});
