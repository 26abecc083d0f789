const TIMEOUT_MS = 30_000;

/** An HTTP answer: its status, location header, body as text and, when it is JSON, parsed. */
export interface HttpAnswer {
  status: number;
  location: string | null;
  text: string;
  json: unknown;
}

/** Sends one request (redirects are not followed) and reads the whole answer; it never retries. */
export async function httpCall(
  method: string,
  url: string,
  options: { body?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method,
    body: options.body,
    headers: options.headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), text, json: parsed(text) };
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
