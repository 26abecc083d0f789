/** The thrown error of a call that must fail. */
export function errorOf(call: () => unknown): Error {
  try {
    call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to throw');
}

/** Values a setting reader takes as unset. */
export const BLANKS: [string, unknown][] = [
  ['unset', undefined],
  ['null', null],
  ['empty', ''],
  ['blank', '   '],
  ['a tab and a newline', '\t\n'],
];
