import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './validation';

describe('fieldErrors', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'names an unknown field called %s like any other',
    (name) => {
      const input = JSON.parse(`{"${name}": 1}`) as unknown;
      const result = z.strictObject({ a: z.string().optional() }).safeParse(input);
      expect(result.success).toBe(false);
      if (result.success) return;
      const errors = fieldErrors(result.error, input);
      expect(Object.keys(errors)).toEqual([name]);
      expect(errors[name]).toEqual([{ key: 'unknown_parameter' }]);
    },
  );
});
