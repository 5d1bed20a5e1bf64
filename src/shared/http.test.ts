import { describe, expect, it } from 'vitest';
import { HttpError, notFound } from './http';

describe('HttpError', () => {
  it('is recognised across copies of the module (the pages bundle has its own)', () => {
    // What another copy of the class makes: an Error carrying the registered symbol.
    const fromOtherCopy = Object.assign(new Error('form_invalid'), {
      [Symbol.for('sellerie.HttpError')]: true,
      statusCode: 422,
    });
    expect(fromOtherCopy instanceof HttpError).toBe(true);
    expect(notFound() instanceof HttpError).toBe(true);
    expect(new Error('boom') instanceof HttpError).toBe(false);
    expect((null as unknown as object) instanceof HttpError).toBe(false);
    expect((notFound() as HttpError).statusCode).toBe(404);
  });
});
