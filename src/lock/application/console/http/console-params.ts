import { ConsoleHttpError } from './console-http-error';

/** A smartlock id from a path: a positive integer. @throws ConsoleHttpError 404 for anything else */
export function smartlockIdParam(value: string): number {
  const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new ConsoleHttpError(404, 'notFound');
  return id;
}
