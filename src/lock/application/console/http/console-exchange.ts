import type { IncomingMessage, ServerResponse } from 'node:http';

/** A console request as the HTTP platform gives it (Express: parsed cookies are not needed, bodies are parsed). */
export interface ConsoleRequest extends IncomingMessage {
  /** The parsed form or JSON body (Nest's body parsers). */
  body?: unknown;
  /** The parsed query string. */
  query?: Record<string, unknown>;
  /** The client's address (Express `req.ip`, which honours `trust proxy`). */
  ip?: string;
  /** True over HTTPS (Express `req.secure`, which honours `trust proxy`). */
  secure?: boolean;
}

/** A console response: Node's, which Express extends. */
export type ConsoleResponse = ServerResponse;

/** The string value of a form or query field; '' when missing, repeated (the first counts) or not text. */
export function textField(source: unknown, name: string, maxLength = 4096): string {
  if (typeof source !== 'object' || source === null) return '';
  let value = (source as Record<string, unknown>)[name];
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value.length <= maxLength ? value : '';
}

/** The values of a repeated form field (checkboxes), as strings; others are dropped. */
export function textFields(source: unknown, name: string, maxCount = 64): string[] {
  if (typeof source !== 'object' || source === null) return [];
  const value = (source as Record<string, unknown>)[name];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values
    .filter((item): item is string => typeof item === 'string' && item.length <= 256)
    .slice(0, maxCount);
}
