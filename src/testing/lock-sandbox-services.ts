import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  removeWhere,
  stringQuery,
  jsonString,
} from './lock-sandbox-http';
import { SandboxReply } from './sandbox-server';

/** The partner services (booking platforms) an account can link. */
export const PARTNER_SERVICES = ['airbnb', 'bookingsync', 'guesty', 'smoobu'];
/** Where the linking of a service starts; the sandbox never serves it. */
const LINK_URL = 'https://partners.lock.example/link';

/** The partner services: `/service`, `/service/{serviceId}` and its link, sync and unlink. */
export const SERVICE_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/service', handle: listServices },
  {
    method: 'GET',
    path: '/service/:serviceId',
    handle: (call) => ({ status: 200, body: serviceState(call, serviceOf(call)) }),
  },
  { method: 'POST', path: '/service/:serviceId/link', handle: link },
  { method: 'POST', path: '/service/:serviceId/sync', handle: (call) => linkedOnly(call, () => NO_CONTENT) },
  { method: 'POST', path: '/service/:serviceId/unlink', handle: unlink },
];

/**
 * `GET /service`: every partner service in the order of `PARTNER_SERVICES`, or those of `serviceIds`
 * (comma-separated, in its order; an unknown one is 400), each as the `Service` schema has it: enabled and
 * started while the account has it linked.
 */
function listServices(call: LockApiCall): SandboxReply {
  const asked = stringQuery(call.req, 'serviceIds');
  const ids = asked === undefined ? PARTNER_SERVICES : asked.split(',').map((id) => id.trim());
  const unknown = ids.find((id) => !PARTNER_SERVICES.includes(id));
  if (unknown !== undefined) {
    return apiError(400, `Unknown service ${unknown}: serviceIds takes ${PARTNER_SERVICES.join(', ')}`);
  }
  return { status: 200, body: ids.map((id) => serviceState(call, id)) };
}

/** `POST .../link`: links the service (the sandbox at once) and answers the URL where its owner consents. */
function link(call: LockApiCall): SandboxReply {
  const serviceId = serviceOf(call);
  if (call.account.linkedServices.includes(serviceId)) {
    return apiError(400, `The service ${serviceId} is already linked`);
  }
  call.account.linkedServices.push(serviceId);
  return jsonString(`${LINK_URL}/${serviceId}?account=${call.account.account.accountId}`);
}

function unlink(call: LockApiCall): SandboxReply {
  return linkedOnly(call, (serviceId) => {
    removeWhere(call.account.linkedServices, (linked) => linked === serviceId);
    return NO_CONTENT;
  });
}

/** Runs `then` for a linked service of the path; 400 when the account has not linked it. */
function linkedOnly(call: LockApiCall, then: (serviceId: string) => SandboxReply): SandboxReply {
  const serviceId = serviceOf(call);
  if (!call.account.linkedServices.includes(serviceId)) {
    return apiError(400, `The service ${serviceId} is not linked`);
  }
  return then(serviceId);
}

function serviceState({ account }: LockApiCall, serviceId: string): Record<string, boolean> {
  const linked = account.linkedServices.includes(serviceId);
  return { enabled: linked, started: linked, stopped: !linked };
}

/** The service id of the path; 404 for one that is not a partner service. */
function serviceOf({ req }: LockApiCall): string {
  if (!PARTNER_SERVICES.includes(req.params.serviceId)) {
    throw new ApiRefusal(apiError(404, 'Service not found'));
  }
  return req.params.serviceId;
}
