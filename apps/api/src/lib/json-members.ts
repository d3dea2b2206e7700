/**
 * Reading a few members of a large JSON file without parsing the rest: the 25 MB icon set the seed draws
 * from, the 3.8 MB administrative-units dataset. Parsed whole, each became tens of MB of objects at once,
 * past the server's 96 MB heap on a first start; even read whole as a string, the icon set took 25 MB of
 * heap at once and a first start sometimes ran out. So the file stays bytes (a Buffer lives outside the
 * heap) and only the members asked for become strings. UTF-8 never puts a byte below 0x80 inside a
 * character, so the ASCII punctuation of JSON is found byte by byte.
 */

/** [start, end) of a value in the bytes. */
export type JsonRange = [number, number];

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09]);
const END_OF_SCALAR = new Set([COMMA, CLOSE_OBJECT, CLOSE_ARRAY, ...SPACE]);

/** The value at `range`, parsed. */
export function parseRange<T>(json: Buffer, range: JsonRange): T {
  return JSON.parse(json.toString('utf8', ...range)) as T;
}

/** The index just past the JSON value that begins at `start` (after any whitespace). */
export function endOfJsonValue(json: Buffer, start: number): number {
  let i = skipSpace(json, start);
  const first = json[i];
  if (first === QUOTE) return endOfString(json, i);
  if (first !== OPEN_OBJECT && first !== OPEN_ARRAY) {
    while (i < json.length && !END_OF_SCALAR.has(json[i]!)) i += 1;
    return i;
  }
  let depth = 0;
  for (; i < json.length; i += 1) {
    const byte = json[i];
    if (byte === QUOTE) i = endOfString(json, i) - 1;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth += 1;
    else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new SyntaxError('JSON value does not end');
}

/**
 * The members of the object that begins at `start` whose key is in `keys`, each as the range of its value
 * (parseRange reads it). The other members are skipped unread.
 */
export function jsonMembers(json: Buffer, start: number, keys: ReadonlySet<string>): Map<string, JsonRange> {
  const found = new Map<string, JsonRange>();
  let i = skipSpace(json, start);
  if (json[i] !== OPEN_OBJECT) throw new SyntaxError(`JSON object expected at ${i}`);
  i += 1;
  while (found.size < keys.size) {
    i = skipSpace(json, i);
    if (json[i] === CLOSE_OBJECT) break;
    const keyEnd = endOfString(json, i);
    const key = parseRange<string>(json, [i, keyEnd]);
    i = skipSpace(json, keyEnd);
    if (json[i] !== COLON) throw new SyntaxError(`":" expected at ${i}`);
    const valueStart = skipSpace(json, i + 1);
    const valueEnd = endOfJsonValue(json, valueStart);
    if (keys.has(key)) found.set(key, [valueStart, valueEnd]);
    i = skipSpace(json, valueEnd);
    if (json[i] === COMMA) i += 1;
  }
  return found;
}

function skipSpace(json: Buffer, i: number): number {
  while (i < json.length && SPACE.has(json[i]!)) i += 1;
  return i;
}

function endOfString(json: Buffer, start: number): number {
  if (json[start] !== QUOTE) throw new SyntaxError(`JSON string expected at ${start}`);
  for (let i = start + 1; i < json.length; i += 1) {
    if (json[i] === BACKSLASH) i += 1;
    else if (json[i] === QUOTE) return i + 1;
  }
  throw new SyntaxError('JSON string does not end');
}
