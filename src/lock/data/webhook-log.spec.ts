import { documentedPayload, expectEveryDocumentedPropertyRead } from './documented-properties.spec-helper';
import { WebhookLog } from './webhook-log';

/** A webhook log as the lock API's `WebhookLog` schema describes it (every documented property). */
function webhookLogPayload(): Record<string, unknown> {
  return {
    id: '6553f1a2b4c3d2e1f0a9b8d0',
    requestId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    succeeded: true,
    responseStatus: 204,
    duration: 87,
    accountId: 4321,
    request: {
      headers: { 'Content-Type': 'application/json' },
      body: { feature: { smartlockId: 17 } },
      timestamp: '2026-11-20T08:00:00.000Z',
      path: '/lock/webhook',
    },
    response: { headers: {}, timestamp: '2026-11-20T08:00:00.087Z', path: '/lock/webhook' },
    apiKeyId: 55,
    updated: '2026-11-20T08:00:00.087Z',
    created: '2026-11-20T08:00:00.000Z',
  };
}

/** What `fromArray` reads from an empty payload (and from input that is no object at all). */
const EMPTY_LOG = {
  id: '',
  requestId: null,
  succeeded: false,
  responseStatus: null,
  duration: null,
  accountId: null,
  request: null,
  response: null,
  apiKeyId: null,
  updated: null,
  created: null,
  raw: {},
};

describe('WebhookLog', () => {
  it('reads every field of a webhook log payload', () => {
    const payload = webhookLogPayload();

    expect(WebhookLog.fromArray(payload)).toEqual({ ...webhookLogPayload(), raw: payload });
  });

  it('has a field for every property the OpenAPI documents for WebhookLog', () => {
    const payload = documentedPayload('WebhookLog');
    const log = WebhookLog.fromArray(payload);

    expectEveryDocumentedPropertyRead(log, 'WebhookLog', payload, log.raw);
  });

  it("gives request and response as the frozen raw's own objects, without a copy", () => {
    const log = WebhookLog.fromArray(webhookLogPayload());

    expect(log.request).toBe(log.raw.request);
    expect(log.response).toBe(log.raw.response);
    expect(Object.isFrozen(log.request)).toBe(true);
    expect(Object.isFrozen(log.request?.headers)).toBe(true);
    expect(() => {
      // @ts-expect-error the nested objects are readonly at every depth
      log.request!.headers['Content-Type'] = 'text/plain';
    }).toThrow(TypeError);
    expect(log.request?.headers['Content-Type']).toBe('application/json');
  });

  it('reads an empty request id (not triggered by an API call) as null, and ids given as numbers as text', () => {
    expect(WebhookLog.fromArray({ requestId: '' }).requestId).toBeNull();
    expect(WebhookLog.fromArray({ id: 31, requestId: 7 })).toMatchObject({ id: '31', requestId: '7' });
  });

  it('gives an empty id and null or false for an empty payload and for fields of a wrong type', () => {
    expect(WebhookLog.fromArray({})).toEqual(EMPTY_LOG);
    expect(
      WebhookLog.fromArray({
        id: { $oid: 'x' },
        requestId: [],
        succeeded: 'true',
        responseStatus: '204',
        duration: null,
        accountId: true,
        request: 'POST /lock/webhook',
        response: [{ path: '/lock/webhook' }],
        apiKeyId: '55',
        updated: 0,
        created: {},
      }),
    ).toEqual({ ...EMPTY_LOG, raw: expect.any(Object) });
  });

  it.each([null, undefined, 'text', 3, [{ id: 'x' }]])(
    'gives empty fields, without throwing, for input %p that is no object',
    (input) => {
      expect(WebhookLog.fromArray(input as unknown as Record<string, unknown>)).toEqual(EMPTY_LOG);
    },
  );

  it('is frozen with a deep-frozen raw copy the input cannot change', () => {
    const payload = webhookLogPayload();
    const log = WebhookLog.fromArray(payload);

    payload.responseStatus = 500;
    (payload.request as Record<string, unknown>).path = '/other';

    expect(log.responseStatus).toBe(204);
    expect(log.request?.path).toBe('/lock/webhook');
    expect(Object.isFrozen(log)).toBe(true);
    expect(Object.isFrozen(log.raw)).toBe(true);
    expect(() => {
      (log as { succeeded: boolean }).succeeded = false;
    }).toThrow(TypeError);
  });
});
