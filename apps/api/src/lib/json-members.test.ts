import { describe, expect, it } from 'vitest';
import { endOfJsonValue, jsonMembers, parseRange } from './json-members';

/** The member `key` of the object at `start`, parsed; undefined when absent. */
function jsonMember(json: Buffer, start: number, key: string): unknown {
  const range = jsonMembers(json, start, new Set([key])).get(key);
  return range && parseRange(json, range);
}

const json = Buffer.from(
  JSON.stringify({
    prefix: 'noto',
    icons: { a: { body: '<g fill="#fff">}]{["</g>' }, b: { body: 'x\\"y' }, c: { body: 'Cà chua “đỏ” 🍅' } },
    aliases: { d: { parent: 'a' } },
    width: 128,
    flag: true,
    list: [1, [2, { three: '3' }]],
  }),
);
const bytes = (text: string) => Buffer.from(text);

describe('reading members of a large JSON text', () => {
  it('finds values of any kind and skips the rest, brackets and escapes inside strings included', () => {
    const members = jsonMembers(json, 0, new Set(['icons', 'width', 'flag', 'list']));
    const read = (key: string) => parseRange<unknown>(json, members.get(key)!);
    expect(read('width')).toBe(128);
    expect(read('flag')).toBe(true);
    expect(read('list')).toEqual([1, [2, { three: '3' }]]);
    const icons = members.get('icons')!;
    expect(jsonMember(json, icons[0], 'b')).toEqual({ body: 'x\\"y' });
    expect(jsonMember(json, icons[0], 'a')).toEqual({ body: '<g fill="#fff">}]{["</g>' });
    expect(jsonMember(json, icons[0], 'zzz')).toBeUndefined();
  });

  it('reads UTF-8 bytes: characters of several bytes are never taken for JSON punctuation', () => {
    const icons = jsonMembers(json, 0, new Set(['icons'])).get('icons')!;
    expect(jsonMember(json, icons[0], 'c')).toEqual({ body: 'Cà chua “đỏ” 🍅' });
    expect(jsonMember(bytes('{"tỉnh":"Hà Nội","x":1}'), 0, 'x')).toBe(1);
  });

  it('stops at the end of a value, and refuses text that is no JSON', () => {
    expect(endOfJsonValue(bytes('  {"a":[1,"]"]} tail'), 0)).toBe(15);
    expect(() => jsonMembers(bytes('[1]'), 0, new Set(['a']))).toThrow(SyntaxError);
    expect(() => endOfJsonValue(bytes('{"a":1'), 0)).toThrow(SyntaxError);
  });
});
