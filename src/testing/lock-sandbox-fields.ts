import { apiError, ApiRefusal, isIntegerIn } from './lock-sandbox-http';

/** What one field of a JSON body must be. */
export interface FieldRule {
  /** True for a value the field takes. */
  accepts(value: unknown): boolean;
  /** What the field must be, for the error message `<field> must be <expected>`. */
  expected: string;
}

/** The fields of a JSON body the API reads: each writable one with its rule, and those it requires. */
export interface BodySchema {
  fields: Record<string, FieldRule>;
  required?: readonly string[];
}

/** `true` or `false`. */
export const BOOLEAN: FieldRule = { accepts: (value) => typeof value === 'boolean', expected: 'a boolean' };

/** Any string, also an empty one. */
export const STRING: FieldRule = { accepts: (value) => typeof value === 'string', expected: 'a string' };

/** A non-empty string of at most `maxLength` characters. */
export function text(maxLength: number): FieldRule {
  return {
    accepts: (value) => typeof value === 'string' && value.trim() !== '' && value.length <= maxLength,
    expected: `a non-empty string of at most ${maxLength} characters`,
  };
}

/** Any integer, also a negative one. */
export const INTEGER: FieldRule = {
  accepts: (value) => isIntegerIn(value, -Number.MAX_SAFE_INTEGER),
  expected: 'an integer',
};

/** An integer of at least `min`, and at most `max` when given. */
export function integer(min: number, max?: number): FieldRule {
  return {
    accepts: (value) => isIntegerIn(value, min, max),
    expected: max === undefined ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`,
  };
}

/** A number (also a fraction) from `min` to `max`. */
export function decimal(min: number, max: number): FieldRule {
  return {
    accepts: (value) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max,
    expected: `a number from ${min} to ${max}`,
  };
}

/** One of these values. */
export function oneOf(...values: readonly (number | string)[]): FieldRule {
  return {
    accepts: (value) => values.includes(value as number | string),
    expected: `one of ${values.join(', ')}`,
  };
}

/** A list (also an empty one) whose every item the rule takes. */
export function list(item: FieldRule): FieldRule {
  return {
    accepts: (value) => Array.isArray(value) && value.every((entry) => item.accepts(entry)),
    expected: `a list whose every item is ${item.expected}`,
  };
}

/**
 * The fields of the body that the schema knows, checked: a missing required field or a value its rule refuses
 * is refused (400, naming the first one); fields the schema does not know (read-only or foreign) are left out.
 */
export function readFields(body: Record<string, unknown>, schema: BodySchema): Record<string, unknown> {
  const missing = (schema.required ?? []).find((field) => body[field] === undefined);
  if (missing !== undefined) {
    throw new ApiRefusal(apiError(400, `${missing} is required`));
  }
  const present = Object.entries(schema.fields).filter(([field]) => body[field] !== undefined);
  const invalid = present.find(([field, rule]) => !rule.accepts(body[field]));
  if (invalid !== undefined) {
    throw new ApiRefusal(apiError(400, `${invalid[0]} must be ${invalid[1].expected}`));
  }
  return Object.fromEntries(present.map(([field]) => [field, body[field]]));
}
