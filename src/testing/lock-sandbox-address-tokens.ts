import { addressOf } from './lock-sandbox-addresses';
import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  now,
  booleanQuery,
} from './lock-sandbox-http';
import { LockAccountData } from './lock-sandbox-data';
import { LockAddressToken } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

/** The invitations to addresses: `/address/{addressId}/token` of the owner, `/address/token/{id}` of the guest. */
export const ADDRESS_TOKEN_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/address/:addressId/token', handle: listTokens },
  { method: 'GET', path: '/address/token/:id', handle: tokenInfo },
  {
    method: 'GET',
    path: '/address/token/:id/redeem',
    handle: (call) => ({ status: 200, body: tokenOf(call).token }),
  },
  { method: 'POST', path: '/address/token/:id/redeem', handle: redeem },
];

function listTokens(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  return { status: 200, body: call.account.addressTokens.filter((token) => token.addressId === addressId) };
}

/** `GET /address/token/{id}`: what the invitation is for, to any account (the guest's): address and devices. */
function tokenInfo(call: LockApiCall): SandboxReply {
  const { token, owner } = tokenOf(call);
  const address = owner.addresses.find((candidate) => candidate.addressId === token.addressId);
  const smartlockNames = owner.smartlocks
    .filter((lock) => address?.smartlockIds.includes(lock.smartlockId))
    .map((lock) => lock.name);
  return { status: 200, body: { id: token.id, addressName: address?.name ?? '', smartlockNames } };
}

/**
 * `POST /address/token/{id}/redeem`: the caller's account takes the invitation (`email`: `true` or `false`,
 * whether the API mails about it; the sandbox sends none); 400 once it is redeemed.
 */
function redeem(call: LockApiCall): SandboxReply {
  const { token } = tokenOf(call);
  booleanQuery(call.req, 'email');
  if (token.redeemAccountId !== 0) {
    return apiError(400, 'The address token is already redeemed');
  }
  Object.assign(token, {
    redeemAccountId: call.account.account.accountId,
    redeemDate: now(),
    redeemResult: 'ok',
  });
  return NO_CONTENT;
}

/** The token of the path, of any account, with its owner; 404 for an unknown one. */
function tokenOf(call: LockApiCall): { token: LockAddressToken; owner: LockAccountData } {
  for (const owner of call.accounts) {
    const token = owner.addressTokens.find((candidate) => candidate.id === call.req.params.id);
    if (token !== undefined) {
      return { token, owner };
    }
  }
  throw new ApiRefusal(apiError(404, 'Address token not found'));
}
