import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '#server/response-serializer';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });

describe('the response serializer', () => {
  it('writes an empty list as it is, and any other list through its schema', () => {
    const serialize = compile(z.array(z.object({ id: z.number() })));
    expect(serialize([])).toBe('[]');
    expect(serialize([{ id: 1, secret: 'kept out' }])).toBe('[{"id":1}]');
    expect(() => serialize([{ id: 'one' }])).toThrow();
  });

  it('runs the schema over an empty list once, when the route is added, not on each answer', () => {
    let checks = 0;
    const serialize = compile(
      z.array(z.number()).refine(() => {
        checks += 1;
        return true;
      }),
    );
    const atStart = checks;
    expect([serialize([]), serialize([]), serialize([])]).toEqual(['[]', '[]', '[]']);
    expect(checks).toBe(atStart);
    serialize([1]);
    expect(checks).toBe(atStart + 1);
  });

  it('refuses an empty list where the schema does', () => {
    expect(() => compile(z.array(z.number()).min(1))([])).toThrow();
    expect(() => compile(z.object({ id: z.number() }))([])).toThrow();
  });
});
