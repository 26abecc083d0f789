import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  numericId,
  jsonString,
} from './lock-sandbox-http';
import { LockAccountSubscription } from './lock-sandbox-account-data';
import { hexOf } from './lock-sandbox-object-id';
import { SandboxReply } from './sandbox-server';

/** A subscription of the catalogue (the `Subscription` schema). */
export interface LockSubscription {
  /** The subscription's id. */
  subscriptionId: number;
  /** Its title per language. */
  titles: Record<string, string>;
  /** Its description per language. */
  descriptions: Record<string, string>;
  /** How many authorizations it covers. */
  quantity: number;
  /** Its length, e.g. `30d`, `1y`. */
  length: string;
  /** Its price in euros. */
  price: number;
  /** Whether new users can buy it. */
  available: boolean;
  /** When it was last changed (epoch ms). */
  updateDate: number;
}

/** The subscriptions the vendor sells, the same for every account. */
export const SUBSCRIPTION_CATALOGUE: readonly LockSubscription[] = [
  subscription(1, 'Guest access', 'Zugang für Gäste', 10, '30d', 4.99, true),
  subscription(2, 'Guest access, yearly', 'Zugang für Gäste, jährlich', 10, '1y', 49.99, true),
  subscription(3, 'Holiday rental', 'Ferienvermietung', 100, '1y', 199, true),
  subscription(4, 'Guest access (2023)', 'Zugang für Gäste (2023)', 5, '30d', 3.99, false),
];
/** Where a payment starts; the sandbox never serves it. */
const PAYMENT_URL = 'https://pay.lock.example/checkout';

/** The subscription catalogue (`/subscription`) and the account's subscriptions (`/app/account/subscription`). */
export const SUBSCRIPTION_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/subscription', handle: () => ({ status: 200, body: SUBSCRIPTION_CATALOGUE }) },
  { method: 'GET', path: '/subscription/:subscriptionId', handle: catalogueEntry },
  {
    method: 'GET',
    path: '/app/account/subscription',
    handle: ({ account }) => ({ status: 200, body: account.accountSubscriptions }),
  },
  { method: 'POST', path: '/account/subscription/pay', handle: startPayment },
  { method: 'POST', path: '/account/subscription/:id/activate', handle: activate },
  { method: 'POST', path: '/account/subscription/:id/terminate', handle: terminate },
];

function catalogueEntry({ req }: LockApiCall): SandboxReply {
  const subscriptionId = numericId(req.params.subscriptionId);
  const found = SUBSCRIPTION_CATALOGUE.find((entry) => entry.subscriptionId === subscriptionId);
  return found === undefined ? apiError(404, 'Subscription not found') : { status: 200, body: found };
}

/** `POST /account/subscription/pay`: the URL of a payment page for the account (a JSON string). */
function startPayment({ account }: LockApiCall): SandboxReply {
  return jsonString(`${PAYMENT_URL}?account=${account.account.accountId}`);
}

/** `POST .../activate`: a terminated (deactivated) subscription runs on; a finished one is 400. */
function activate(call: LockApiCall): SandboxReply {
  const found = subscriptionOf(call);
  if (found.status === 'finished') {
    return apiError(400, 'The subscription is finished');
  }
  Object.assign(found, { status: 'active', nextPaymentDate: found.periodEndDate });
  return NO_CONTENT;
}

/** `POST .../terminate`: the subscription ends with its period: deactivated, no next payment. */
function terminate(call: LockApiCall): SandboxReply {
  const found = subscriptionOf(call);
  if (found.status === 'finished') {
    return apiError(400, 'The subscription is finished');
  }
  found.status = 'deactivated';
  delete found.nextPaymentDate;
  return NO_CONTENT;
}

/** The caller's subscription whose id (24 hex characters) is in the path; 404 for any other. */
function subscriptionOf({ req, account }: LockApiCall): LockAccountSubscription {
  const found = account.accountSubscriptions.find((candidate) => hexOf(candidate.id) === req.params.id);
  if (found === undefined) {
    throw new ApiRefusal(apiError(404, 'Account subscription not found'));
  }
  return found;
}

function subscription(
  subscriptionId: number,
  title: string,
  titleDe: string,
  quantity: number,
  length: string,
  price: number,
  available: boolean,
): LockSubscription {
  return {
    subscriptionId,
    titles: { en: title, de: titleDe },
    descriptions: {
      en: `${quantity} guest authorizations for ${length}`,
      de: `${quantity} Gastberechtigungen für ${length}`,
    },
    quantity,
    length,
    price,
    available,
    updateDate: Date.parse('2025-06-01T00:00:00.000Z'),
  };
}
