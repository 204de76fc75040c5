import fc from 'fast-check';

/** Characters that have broken servers: NUL, lone surrogates, bidi and zero-width controls, and the like. */
export const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u0085',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u2066',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\uFFFD',
  '\uFFFF',
  '\u2028',
  '\u{10FFFF}',
  '\u{1F600}',
  'e\u0301',
  '\r\n',
  '%',
  '%00',
  '\\',
  "'",
  '"',
  '`',
  '$1',
  '../',
  '_',
  '*',
] as const;

/** One character: any code point, or often one of the odd ones. */
export const oddUnit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_CHARACTERS) },
);

/** Short strings full of odd characters, the edge cases of text, and strings too long for anything. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: oddUnit, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('', ' ', '   ', 'null', 'undefined', 'true', '0', '-1', '1e400', 'NaN', '__proto__'),
  },
  { weight: 1, arbitrary: fc.constantFrom(200, 4_097, 33_000, 120_000).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(...ODD_CHARACTERS).map((char) => char.repeat(3_000)) },
);

/** Numbers at and past every limit a column or a schema has. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    1.5,
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * JSON that JSON.stringify cannot write, or that is too big to print in a report: numbers beyond
 * double precision or range, and nesting thousands deep. A string value `#raw:…` stands for it
 * and is written out by toJsonText.
 */
const rawJson: Record<string, (size: number) => string> = {
  huge: () => '1e400',
  negative: () => '-1e400',
  long: () => '123456789012345678901234567890',
  objects: (depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  arrays: (depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`,
};

const rawMarker = fc
  .tuple(fc.constantFrom(...Object.keys(rawJson)), fc.integer({ min: 20, max: 25_000 }))
  .map(([kind, size]) => `#raw:${kind}:${size}`);

/** Any value of the wrong type for a field: each kind of JSON value, deep nesting, huge numbers. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddString },
  { weight: 3, arbitrary: oddNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: rawMarker },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** JSON text of a value, with each `#raw:…` marker written as the JSON it stands for. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"#raw:([a-z]+):(\d+)"/g, (marker, kind: string, size: string) => {
    const write = rawJson[kind];
    return write ? write(Number(size)) : marker;
  });
}

/**
 * Percent-encoding for a path or query string that also writes what encodeURIComponent refuses
 * (a lone surrogate becomes the bytes a careless encoder would send), plus raw broken escapes.
 */
export function percentEncode(text: string): string {
  return Array.from(text)
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (code >= 0xd800 && code <= 0xdfff)
        return `%${[0xed, 0xa0 | ((code >> 6) & 0x1f), 0x80 | (code & 0x3f)].map((byte) => byte.toString(16).toUpperCase()).join('%')}`;
      return encodeURIComponent(char);
    })
    .join('');
}

/** Query and path pieces as a client might send them: encoded, or raw with broken escapes. */
export const oddUrlPiece: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: oddString.filter((text) => text.length < 300).map(percentEncode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%FF',
      '%C0%80',
      '%ED%A0%80',
      '%00',
      '%2F',
      '%2E%2E',
      '+',
      '1e3',
      '0x10',
      ' 1',
      '1.0',
    ),
  },
  { weight: 1, arbitrary: oddNumber.map(String) },
  { weight: 1, arbitrary: fc.constantFrom(101, 2_000).map((length) => '9'.repeat(length)) },
);
