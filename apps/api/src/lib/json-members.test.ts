import { describe, expect, it } from 'vitest';
import { endOfJsonValue, jsonMember, jsonMembers } from './json-members';

const text = JSON.stringify({
  prefix: 'noto',
  icons: { a: { body: '<g fill="#fff">}]{["</g>' }, b: { body: 'x\\"y' }, c: { body: '' } },
  aliases: { d: { parent: 'a' } },
  width: 128,
  flag: true,
  list: [1, [2, { three: '3' }]],
});

describe('reading members of a large JSON text', () => {
  it('finds values of any kind and skips the rest, brackets and escapes inside strings included', () => {
    const members = jsonMembers(text, 0, new Set(['icons', 'width', 'flag', 'list']));
    const read = (key: string) => JSON.parse(text.slice(...members.get(key)!)) as unknown;
    expect(read('width')).toBe(128);
    expect(read('flag')).toBe(true);
    expect(read('list')).toEqual([1, [2, { three: '3' }]]);
    const icons = members.get('icons')!;
    expect(jsonMember(text, icons[0], 'b')).toEqual({ body: 'x\\"y' });
    expect(jsonMember(text, icons[0], 'a')).toEqual({ body: '<g fill="#fff">}]{["</g>' });
    expect(jsonMember(text, icons[0], 'zzz')).toBeUndefined();
  });

  it('stops at the end of a value, and refuses text that is no JSON', () => {
    expect(endOfJsonValue('  {"a":[1,"]"]} tail', 0)).toBe(15);
    expect(() => jsonMembers('[1]', 0, new Set(['a']))).toThrow(SyntaxError);
    expect(() => endOfJsonValue('{"a":1', 0)).toThrow(SyntaxError);
  });
});
