import { randomUUID } from 'node:crypto';
import { OBJECT } from './lock-sandbox-account';
import { BodySchema, FieldRule, readFields, text } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  listOf,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  nextId,
  now,
  numericId,
  ownItem,
  recordOf,
  removeWhere,
} from './lock-sandbox-http';
import { LockAddress, LockAddressUnit } from './lock-sandbox-account-data';
import { seededObjectId } from './lock-sandbox-object-id';
import { SandboxReply } from './sandbox-server';

const SMARTLOCK_IDS: FieldRule = {
  accepts: (value) => Array.isArray(value) && value.every((id) => Number.isInteger(id)),
  expected: 'a list of smartlock ids',
};
/** `AddressUpdate`. */
const ADDRESS_UPDATE: BodySchema = {
  fields: { name: text(255), smartlockIds: SMARTLOCK_IDS, settings: OBJECT },
};
/** `AddressCreate`. */
const ADDRESS_CREATE: BodySchema = {
  fields: { name: ADDRESS_UPDATE.fields.name, smartlockIds: SMARTLOCK_IDS },
  required: ['name', 'smartlockIds'],
};
const UNIT: BodySchema = { fields: { name: text(255) }, required: ['name'] };

/** The account's addresses and their units: `/address`, `/address/{addressId}` and `.../unit`. */
export const ADDRESS_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/address', handle: ({ account }) => ({ status: 200, body: account.addresses }) },
  { method: 'PUT', path: '/address', handle: createAddress },
  { method: 'POST', path: '/address/:addressId', handle: updateAddress },
  { method: 'DELETE', path: '/address/:addressId', handle: deleteAddress },
  { method: 'GET', path: '/address/:addressId/unit', handle: listUnits },
  { method: 'PUT', path: '/address/:addressId/unit', handle: createUnit },
  { method: 'DELETE', path: '/address/:addressId/unit', handle: deleteUnits },
  { method: 'DELETE', path: '/address/:addressId/unit/:id', handle: deleteUnit },
];

/** The caller's address of the path; 403 for another account's, 404 for an unknown one. */
export function addressOf(call: LockApiCall): LockAddress {
  const addressId = numericId(call.req.params.addressId);
  return ownItem(
    call,
    'Address',
    (owner) => owner.addresses,
    (address) => address.addressId === addressId,
  );
}

/** `PUT /address`: an address of the caller's smartlocks (each checked: 403, 404) with an id unique over all. */
function createAddress(call: LockApiCall): SandboxReply {
  const fields = readFields(recordOf(call.data), ADDRESS_CREATE);
  const created = now();
  const address: LockAddress = {
    addressId: nextId(call.accounts.flatMap((owner) => owner.addresses.map(({ addressId }) => addressId))),
    accountId: call.account.account.accountId,
    name: fields.name as string,
    smartlockIds: checkedLocks(call, fields.smartlockIds),
    creationDate: created,
    updateDate: created,
  };
  call.account.addresses.push(address);
  return { status: 200, body: address };
}

function updateAddress(call: LockApiCall): SandboxReply {
  const address = addressOf(call);
  const fields = readFields(recordOf(call.data), ADDRESS_UPDATE);
  if (fields.smartlockIds !== undefined) {
    fields.smartlockIds = checkedLocks(call, fields.smartlockIds);
  }
  Object.assign(address, fields, { updateDate: now() });
  return NO_CONTENT;
}

/** `DELETE /address/{addressId}`: the address goes with its units, reservations and tokens. */
function deleteAddress(call: LockApiCall): SandboxReply {
  const address = addressOf(call);
  const ofAddress = (item: { addressId: number }) => item.addressId === address.addressId;
  removeWhere(call.account.addresses, ofAddress);
  removeWhere(call.account.addressUnits, ofAddress);
  removeWhere(call.account.addressReservations, ofAddress);
  removeWhere(call.account.addressTokens, ofAddress);
  return NO_CONTENT;
}

function listUnits(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  return { status: 200, body: call.account.addressUnits.filter((unit) => unit.addressId === addressId) };
}

/** `PUT .../unit`: a unit with a new address token that invites its guest (`/address/token/{id}`). */
function createUnit(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  const { name } = readFields(recordOf(call.data), UNIT);
  const created = now();
  const tokenId = randomUUID();
  call.account.addressTokens.push({
    id: tokenId,
    addressId,
    creationDate: created,
    redeemDate: created,
    redeemAccountId: 0,
  });
  const unit: LockAddressUnit = {
    id: seededObjectId(`${tokenId}-unit`),
    name: name as string,
    addressId,
    addressTokenId: tokenId,
    creationDate: created,
    redeemDate: created,
  };
  call.account.addressUnits.push(unit);
  return { status: 200, body: unit };
}

/** `DELETE .../unit`: the units of the ids in the body (each must be the address's, else 400) and their tokens. */
function deleteUnits(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  const ids = listOf(call.data);
  const units = ids.map((id) =>
    call.account.addressUnits.find((unit) => unit.id === id && unit.addressId === addressId),
  );
  if (units.some((unit) => unit === undefined)) {
    return apiError(400, 'The body must list ids of units of the address');
  }
  return removeUnits(call, units as LockAddressUnit[]);
}

function deleteUnit(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  const unit = call.account.addressUnits.find(
    (candidate) => candidate.id === call.req.params.id && candidate.addressId === addressId,
  );
  if (unit === undefined) {
    return apiError(404, 'Address unit not found');
  }
  return removeUnits(call, [unit]);
}

/** Removes the units and their tokens at once; the API does it asynchronously, so it answers a request id. */
function removeUnits(call: LockApiCall, units: readonly LockAddressUnit[]): SandboxReply {
  const tokenIds = units.map((unit) => unit.addressTokenId);
  removeWhere(call.account.addressUnits, (unit) => units.includes(unit));
  removeWhere(call.account.addressTokens, (token) => tokenIds.includes(token.id));
  return { status: 200, body: { requestId: randomUUID() } };
}

/** The smartlock ids of a body, each one of the caller's (403 for another account's, 404 for an unknown one). */
function checkedLocks(call: LockApiCall, ids: unknown): number[] {
  const list = ids as number[];
  list.forEach((id) => call.lockOf(String(id)));
  if (new Set(list).size !== list.length) {
    throw new ApiRefusal(apiError(400, 'smartlockIds must not repeat an id'));
  }
  return [...list];
}
