import fc from 'fast-check';
import { DEFAULT_MODEL_LISTS } from '#shared/models';
import type { ApiRoute } from '#tests/helpers/api-routes';
import { FUZZ_PASSWORD, IDENTITIES, type Identity } from '#tests/helpers/fuzz/fuzz-world';
import { oddString, oddUrlPiece, oddValue } from '#tests/helpers/fuzz/odd-values';
import { type KnownValues, mutated, toJsonSchema, validish } from '#tests/helpers/fuzz/schema-values';
import { docxBytes, jpegBytes, type MultipartPart, pdfBytes, pngBytes } from '#tests/helpers/upload-fixtures';

/** `#id:N` stands for the Nth id of the world the request meets (see resolveIds). */
export type IdMarker = `#id:${number}`;

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; parts: MultipartPart[] };

/** One generated request, symbolic where it names rows: they exist only once the run has seeded them. */
export interface FuzzRequest {
  identity: Identity;
  params: Record<string, IdMarker | { raw: string }>;
  /** Key, value, and whether the value is already percent-encoded (broken escapes and all). */
  query: [string, unknown, boolean][];
  body: FuzzBody;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const idMarker = fc.nat({ max: 20 }).map((n): IdMarker => `#id:${n}`);

/** Values that take a request past validation, by field name: ids that exist, the password, models. */
const known: KnownValues = (name) => {
  if (/id$/i.test(name)) return Array.from({ length: 10 }, (_, n): IdMarker => `#id:${n}`);
  if (/password/i.test(name)) return [FUZZ_PASSWORD];
  if (name === 'model') return Object.values(DEFAULT_MODEL_LISTS).flat();
  return [];
};

const shortOddString = oddString.filter((text) => text.length < 300);

const files = [
  ['pdf', pdfBytes()],
  ['png', pngBytes()],
  ['JPG', jpegBytes()],
  ['docx', docxBytes()],
] as const;

/** A file of an accepted type under an odd name with the right extension: what gets stored. */
const goodFile = fc
  .tuple(fc.constantFrom(...files), shortOddString)
  .map(([[extension, content], name]): MultipartPart => ({ name: 'file', filename: `${name}.${extension}`, content }));

const oddPart: fc.Arbitrary<MultipartPart> = fc.record(
  {
    name: fc.oneof({ weight: 3, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: shortOddString }),
    filename: fc.oneof(fc.constantFrom('a.pdf', 'noext', '.pdf', 'a.pdf.exe'), shortOddString),
    content: fc.oneof(
      fc.constantFrom(...files.map(([, content]) => content), Buffer.alloc(0)),
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    ),
    contentType: fc.constantFrom('application/pdf', 'image/png', 'text/html', 'application/octet-stream'),
  },
  { requiredKeys: ['name', 'content'] },
);

const multipartBody = fc
  .oneof(
    { weight: 2, arbitrary: goodFile.map((part) => [part]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(goodFile, oddPart), { maxLength: 3 }) },
  )
  .map((parts): FuzzBody => ({ kind: 'multipart', parts }));

function bodyFor(route: ApiRoute): fc.Arbitrary<FuzzBody> {
  if (!WRITES.has(route.method)) return fc.constant({ kind: 'none' });
  const schema = route.schema?.body;
  const valid = schema ? validish(toJsonSchema(schema), known) : undefined;
  const json = valid
    ? fc.oneof(
        { weight: 4, arbitrary: valid },
        { weight: 4, arbitrary: mutated(valid) },
        { weight: 1, arbitrary: oddValue },
      )
    : oddValue;
  return fc.oneof(
    { weight: schema ? 12 : 2, arbitrary: json.map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    // A route that takes no JSON schema may take a file (the upload route does).
    { weight: schema ? 1 : 4, arbitrary: multipartBody },
  );
}

function queryFor(route: ApiRoute): fc.Arbitrary<FuzzRequest['query']> {
  const schema = route.schema?.querystring ? toJsonSchema(route.schema.querystring) : undefined;
  const valid = schema ? validish(schema, known) : fc.constant({});
  const values = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: mutated(valid) });
  const keys = Object.keys(schema?.properties ?? {});
  const extraKey = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), shortOddString) : shortOddString;
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, oddUrlPiece), { minLength: 1, maxLength: 3 }) },
  );
  return fc
    .tuple(values, extras)
    .map(([object, more]) => [
      ...Object.entries(typeof object === 'object' && object !== null ? object : { value: object }).flatMap(
        ([key, value]) => [value].flat().map((item): [string, unknown, boolean] => [key, item, false]),
      ),
      ...more.map(([key, value]): [string, unknown, boolean] => [key, value, true]),
    ]);
}

function paramsFor(route: ApiRoute): fc.Arbitrary<FuzzRequest['params']> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  const choice = fc.oneof(
    { weight: 4, arbitrary: idMarker },
    { weight: 1, arbitrary: oddUrlPiece.map((raw) => ({ raw })) },
  );
  return fc.record(Object.fromEntries(names.map((name) => [name, choice])));
}

/** Requests for one route: each identity, ids that exist and ids that cannot, odd queries and bodies. */
export function requestsFor(route: ApiRoute): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    identity: fc.constantFrom(...IDENTITIES),
    params: paramsFor(route),
    query: queryFor(route),
    body: bodyFor(route),
  });
}
