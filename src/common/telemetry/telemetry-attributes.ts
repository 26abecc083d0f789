/** The HTTP method of an exchange (stable HTTP semantic conventions). */
export const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
/** The host name of the server (stable). */
export const ATTR_SERVER_ADDRESS = 'server.address';
/** The port of the server (stable). */
export const ATTR_SERVER_PORT = 'server.port';
/** The whole URL, without credentials or secret values (stable). */
export const ATTR_URL_FULL = 'url.full';
/** The answer's status code (stable). */
export const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';
/** Why an exchange or call failed: the status as a string, a connection failure code or an exception name (stable). */
export const ATTR_ERROR_TYPE = 'error.type';
/** How many times the call's request was sent before this exchange (set from the first retry on) (stable). */
export const ATTR_HTTP_REQUEST_RESEND_COUNT = 'http.request.resend_count';
/** The module of a call: `delivery`, `accounting` or `lock`. */
export const ATTR_INTEGRATION_MODULE = 'integration.module';
/** The account key a call is made for (`default` for the modules with one account). */
export const ATTR_INTEGRATION_ACCOUNT = 'integration.account';
/** The operation of a call, as its span is named (`lock.smartlocks.all`). */
export const ATTR_INTEGRATION_OPERATION = 'integration.operation';
/** How a call, token fetch or delivery ended (`success`, `error`, ...). */
export const ATTR_INTEGRATION_OUTCOME = 'integration.outcome';
/** Whether a token cache lookup found a usable token: `hit` or `miss`. */
export const ATTR_INTEGRATION_CACHE_RESULT = 'integration.cache.result';
/** The attempt a retry event announces (2 for the first retry). */
export const ATTR_INTEGRATION_RETRY_ATTEMPT = 'integration.retry.attempt';
