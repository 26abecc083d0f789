/** What a sandbox answered: status, the body parsed as JSON (undefined when empty) and the headers. */
export interface SandboxAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A request to a sandbox: extra headers, a bearer token (`null`: none) and a body. */
export interface SandboxCall {
  headers?: Record<string, string>;
  token: string | null;
  /** Sent as JSON unless it is a string. */
  body?: unknown;
  /** Default `application/json` when there is a body. */
  contentType?: string;
}

/** Sends one request with global fetch and reads the JSON answer. */
export async function callSandbox(method: string, url: string, call: SandboxCall): Promise<SandboxAnswer> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.token !== null) headers.Authorization = `Bearer ${call.token}`;
  let body: string | undefined;
  if (call.body !== undefined) {
    body = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    headers['Content-Type'] = call.contentType ?? 'application/json';
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    body: text === '' ? undefined : JSON.parse(text),
    headers: response.headers,
  };
}
