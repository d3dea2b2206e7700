/**
 * Reading a few members of a large JSON text without parsing the rest: the 25 MB icon set the seed draws
 * from, the 3.8 MB administrative-units dataset. Parsed whole, each became tens of MB of objects at once,
 * past the server's 96 MB heap on a first start.
 */

/** The index just past the JSON value that begins at `start` (after any whitespace). */
export function endOfJsonValue(text: string, start: number): number {
  let i = skipSpace(text, start);
  const first = text[i];
  if (first === '"') return endOfString(text, i);
  if (first !== '{' && first !== '[') {
    while (i < text.length && !',}] \n\r\t'.includes(text[i]!)) i += 1;
    return i;
  }
  let depth = 0;
  for (; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') i = endOfString(text, i) - 1;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  throw new SyntaxError('JSON value does not end');
}

/**
 * The members of the object that begins at `start` whose key is in `keys`, each as the [start, end) of its
 * value in `text` (JSON.parse(text.slice(start, end)) reads it). The other members are skipped unread.
 */
export function jsonMembers(text: string, start: number, keys: ReadonlySet<string>): Map<string, [number, number]> {
  const found = new Map<string, [number, number]>();
  let i = skipSpace(text, start);
  if (text[i] !== '{') throw new SyntaxError(`JSON object expected at ${i}`);
  i += 1;
  while (found.size < keys.size) {
    i = skipSpace(text, i);
    if (text[i] === '}') break;
    const keyEnd = endOfString(text, i);
    const key = JSON.parse(text.slice(i, keyEnd)) as string;
    i = skipSpace(text, keyEnd);
    if (text[i] !== ':') throw new SyntaxError(`":" expected at ${i}`);
    const valueStart = skipSpace(text, i + 1);
    const valueEnd = endOfJsonValue(text, valueStart);
    if (keys.has(key)) found.set(key, [valueStart, valueEnd]);
    i = skipSpace(text, valueEnd);
    if (text[i] === ',') i += 1;
  }
  return found;
}

/** The member `key` of the object at `start`, parsed; undefined when absent. */
export function jsonMember<T>(text: string, start: number, key: string): T | undefined {
  const range = jsonMembers(text, start, new Set([key])).get(key);
  return range && (JSON.parse(text.slice(...range)) as T);
}

function skipSpace(text: string, i: number): number {
  while (i < text.length && ' \n\r\t'.includes(text[i]!)) i += 1;
  return i;
}

function endOfString(text: string, start: number): number {
  if (text[start] !== '"') throw new SyntaxError(`JSON string expected at ${start}`);
  for (let i = start + 1; i < text.length; i += 1) {
    if (text[i] === '\\') i += 1;
    else if (text[i] === '"') return i + 1;
  }
  throw new SyntaxError('JSON string does not end');
}
