/** A member of a JSON object found in UTF-8 bytes: its key and the byte range of its value. */
export interface JsonMember {
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

/** Malformed JSON met while scanning, with the byte offset. */
export class JsonScanError extends Error {
  override readonly name = 'JsonScanError';
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

function skipSpace(bytes: Uint8Array, i: number): number {
  while (i < bytes.length && isSpace(bytes[i])) i++;
  return i;
}

/** The offset just after the string starting at `i` (a quote); UTF-8 continuation bytes never look like quotes. */
function skipString(bytes: Uint8Array, i: number): number {
  for (i++; i < bytes.length; i++) {
    if (bytes[i] === BACKSLASH) i++;
    else if (bytes[i] === QUOTE) return i + 1;
  }
  throw new JsonScanError('unterminated string');
}

/** The offset just after the JSON value starting at `i`. */
export function skipJsonValue(bytes: Uint8Array, i: number): number {
  const first = bytes[i];
  if (first === QUOTE) return skipString(bytes, i);
  if (first === OPEN_OBJECT || first === OPEN_ARRAY) {
    let depth = 0;
    for (; i < bytes.length; i++) {
      const byte = bytes[i];
      if (byte === QUOTE) i = skipString(bytes, i) - 1;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) depth++;
      else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
        depth--;
        if (depth === 0) return i + 1;
      }
    }
    throw new JsonScanError('unterminated object or array');
  }
  while (i < bytes.length && bytes[i] !== COMMA && bytes[i] !== CLOSE_OBJECT && bytes[i] !== CLOSE_ARRAY && !isSpace(bytes[i])) i++;
  return i;
}

/**
 * The members of the JSON object whose `{` is at `start`, one at a time, without parsing their
 * values: what lets a 500 MB AllPrintings.json be read one set at a time.
 */
export function* jsonObjectMembers(bytes: Uint8Array, start: number): Generator<JsonMember> {
  let i = skipSpace(bytes, start);
  if (bytes[i] !== OPEN_OBJECT) throw new JsonScanError(`expected an object at byte ${i}`);
  const decoder = new TextDecoder();
  i = skipSpace(bytes, i + 1);
  if (bytes[i] === CLOSE_OBJECT) return;
  for (;;) {
    if (bytes[i] !== QUOTE) throw new JsonScanError(`expected a key at byte ${i}`);
    const keyEnd = skipString(bytes, i);
    const key = JSON.parse(decoder.decode(bytes.subarray(i, keyEnd))) as string;
    i = skipSpace(bytes, keyEnd);
    if (bytes[i] !== COLON) throw new JsonScanError(`expected ":" at byte ${i}`);
    const valueStart = skipSpace(bytes, i + 1);
    const valueEnd = skipJsonValue(bytes, valueStart);
    yield { key, start: valueStart, end: valueEnd };
    i = skipSpace(bytes, valueEnd);
    if (bytes[i] === COMMA) i = skipSpace(bytes, i + 1);
    else if (bytes[i] === CLOSE_OBJECT) return;
    else throw new JsonScanError(`expected "," or "}" at byte ${i}`);
  }
}
