import { addressOf } from './lock-sandbox-addresses';
import { BodySchema, integer, readFields } from './lock-sandbox-fields';
import {
  apiError,
  ApiRefusal,
  LockApiCall,
  LockApiRoute,
  NO_CONTENT,
  now,
  recordOf,
} from './lock-sandbox-http';
import { LockAddressReservation } from './lock-sandbox-account-data';
import { SandboxReply } from './sandbox-server';

const MINUTE_OF_DAY = integer(0, 1439);
/** `ReservationAccessTimesUpdate`. */
const ACCESS_TIMES: BodySchema = { fields: { checkInTime: MINUTE_OF_DAY, checkOutTime: MINUTE_OF_DAY } };

/** The bookings of an address: `/address/{addressId}/reservation` and its issue, revoke and access times. */
export const ADDRESS_RESERVATION_ROUTES: readonly LockApiRoute[] = [
  { method: 'GET', path: '/address/:addressId/reservation', handle: listReservations },
  { method: 'POST', path: '/address/:addressId/reservation/:id/issue', handle: issue },
  { method: 'POST', path: '/address/:addressId/reservation/:id/revoke', handle: revoke },
  {
    method: 'POST',
    path: '/address/:addressId/reservation/:id/update/accesstimes',
    handle: updateAccessTimes,
  },
];

function listReservations(call: LockApiCall): SandboxReply {
  const { addressId } = addressOf(call);
  return {
    status: 200,
    body: call.account.addressReservations.filter((reservation) => reservation.addressId === addressId),
  };
}

/** `POST .../issue`: every guest gets an authorization and a keypad code; 400 for a canceled booking. */
function issue(call: LockApiCall): SandboxReply {
  const reservation = reservationOf(call);
  if (reservation.state === 'canceled') {
    return apiError(400, 'The reservation is canceled');
  }
  Object.assign(reservation, { guestsIssued: reservation.guests, keypadIssued: true, updateDate: now() });
  return NO_CONTENT;
}

/** `POST .../revoke`: the guests' authorizations and keypad code are taken back; 400 when none were issued. */
function revoke(call: LockApiCall): SandboxReply {
  const reservation = reservationOf(call);
  if (reservation.guestsIssued === 0 && !reservation.keypadIssued) {
    return apiError(400, 'The reservation has no issued authorizations');
  }
  Object.assign(reservation, { guestsIssued: 0, keypadIssued: false, updateDate: now() });
  return NO_CONTENT;
}

/**
 * `POST .../update/accesstimes`: the booking's own check-in and check-out times (minutes of the day, UTC) become
 * the times of day of its `startDate` and `endDate`.
 */
function updateAccessTimes(call: LockApiCall): SandboxReply {
  const reservation = reservationOf(call);
  const { checkInTime, checkOutTime } = readFields(recordOf(call.data), ACCESS_TIMES) as Record<
    string,
    number
  >;
  Object.assign(reservation, {
    ...(checkInTime === undefined ? {} : { startDate: atMinute(reservation.startDate, checkInTime) }),
    ...(checkOutTime === undefined ? {} : { endDate: atMinute(reservation.endDate, checkOutTime) }),
    hasCustomAccessTimes: true,
    updateDate: now(),
  });
  return NO_CONTENT;
}

/** The reservation of the path of the caller's address; 400 for an unknown one (the API's "Bad Parameter"). */
function reservationOf(call: LockApiCall): LockAddressReservation {
  const { addressId } = addressOf(call);
  const found = call.account.addressReservations.find(
    (reservation) => reservation.addressId === addressId && reservation.id === call.req.params.id,
  );
  if (found === undefined) {
    throw new ApiRefusal(apiError(400, 'Unknown reservation of the address'));
  }
  return found;
}

function atMinute(date: string, minute: number): string {
  const day = new Date(date);
  day.setUTCHours(Math.floor(minute / 60), minute % 60, 0, 0);
  return day.toISOString();
}
