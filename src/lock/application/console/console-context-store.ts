import type { ConsoleContext } from './console-context';
import type { ConsoleRequest, ConsoleResponse } from './http/console-exchange';

/** The context `ConsoleGate` made for each request in flight, by request and by response. */
const contexts = new WeakMap<ConsoleRequest | ConsoleResponse, ConsoleContext>();

/** Keeps the request's context for its handler and the console's exception filter. */
export function keepConsoleContext(
  request: ConsoleRequest,
  response: ConsoleResponse,
  context: ConsoleContext,
): void {
  contexts.set(request, context);
  contexts.set(response, context);
}

/** The context of a console request or response, or undefined before `ConsoleGate` ran. */
export function consoleContextOf(exchange: ConsoleRequest | ConsoleResponse): ConsoleContext | undefined {
  return contexts.get(exchange);
}

/**
 * The context of a console handler's response (handlers take `@Res()` and answer through the context).
 * @throws Error when `ConsoleGate` did not run for it (a console controller without the gate)
 */
export function consoleOf(response: ConsoleResponse): ConsoleContext {
  const context = contexts.get(response);
  if (context === undefined) throw new Error('The lock console gate did not run for this request.');
  return context;
}
