import { createHash } from 'node:crypto';
import type {
  LockSandboxData,
  LockSmartlock,
  LockSmartlockLog,
  LockSmartlockState,
} from '../../../testing/lock-sandbox-data';

/** The most locks the demo makes an account hold (`LOCK_DEMO_LOCKS`). */
export const LOCK_DEMO_MAX_LOCKS = 2000;

/** Where the made-up locks of a building are, and what they are called there. */
const PLACES = [
  { name: 'Apartment', floors: true },
  { name: 'Office', floors: true },
  { name: 'Studio', floors: true },
  { name: 'Suite', floors: true },
  { name: 'Storage', floors: false },
  { name: 'Garage', floors: false },
  { name: 'Meeting Room', floors: true },
  { name: 'Workshop', floors: false },
  { name: 'Cellar', floors: false },
] as const;
/** Locks a building has once (a number is added when the list comes round again). */
const SINGLE_PLACES = [
  'Bike Shed',
  'Laundry Room',
  'Roof Access',
  'Side Gate',
  'Café Entrance',
  'Courtyard Gate',
  'Parcel Room',
  'Server Room',
  'Élysée Lounge',
  'Äußerer Hof',
  'Ñandú Terrace',
  'Zeeland Wing',
];
/** Who acts in the made-up activity: the office account's users and one of its keypad codes. */
const ACTORS = ['Anna de Vries', 'Bram Jansen', 'Claire Bakker', 'Cleaning crew'];

/** A device type and the share of the made-up locks that have it (out of 100). */
const TYPES: readonly { type: number; share: number; prefix: number }[] = [
  { type: 4, share: 55, prefix: 4 },
  { type: 0, share: 30, prefix: 1 },
  { type: 2, share: 10, prefix: 2 },
  { type: 3, share: 5, prefix: 3 },
];

/**
 * Makes the first account of the sandbox's data (Harbour Office, the demo's `default`) hold `total` locks: its
 * own three, then made-up ones, each different as real ones are: a name of a building (apartments and offices by
 * floor, storage, garages, a bike shed, names with accents), a device type (mostly smart locks, some openers and
 * smart doors), a state (mostly locked, some unlocked or open, a few moving, blocked or uncalibrated), a battery
 * (from nearly empty, critical below 20%, to full, some charging) and one to three log entries over the last 30
 * days before `now` (a few have none). The same `total` always makes the same locks (only their dates follow
 * `now`). Nothing is added when the account holds `total` locks or more already.
 */
export function addDemoLocks(data: LockSandboxData, total: number, now: Date = new Date()): void {
  const account = data.accounts[0];
  const models = new Map(
    data.accounts.flatMap(({ smartlocks }) => smartlocks.map((lock) => [lock.type, lock])),
  );
  const random = seededRandom(total);
  const count = { 4: 0, 0: 0, 2: 0, 3: 0 } as Record<number, number>;
  const start = account.smartlocks.length;
  for (let index = start; index < total; index++) {
    const kind = pick(random, TYPES);
    const model = models.get(kind.type) ?? account.smartlocks[0];
    count[kind.type] += 1;
    const lock = structuredClone(model);
    lock.smartlockId = kind.prefix * 100000 + 50000 + count[kind.type];
    lock.accountId = account.account.accountId;
    lock.type = kind.type;
    lock.name = nameOf(index - start, random);
    lock.favorite = random() < 0.05;
    if (typeof lock.config === 'object' && lock.config !== null && 'name' in lock.config) {
      lock.config = { ...lock.config, name: lock.name };
    }
    lock.state = stateOf(kind.type, random);
    lock.creationDate = new Date(Date.parse('2024-04-02T10:00:00.000Z') + index * 3_600_000).toISOString();
    lock.updateDate = lock.creationDate;
    account.smartlocks.push(lock);
    account.logs.push(...logsOf(lock, random, now));
  }
  account.logs.sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/**
 * The name of the n-th made-up lock: every ninth one of a building's single places (numbered when the list comes
 * round again), the others units of the places in turn (by floor where a place has floors).
 */
function nameOf(n: number, random: () => number): string {
  const single = Math.floor((n + 5) / 9);
  if (n % 9 === 4) {
    const round = Math.floor((single - 1) / SINGLE_PLACES.length);
    const name = SINGLE_PLACES[(single - 1) % SINGLE_PLACES.length];
    return round === 0 ? name : `${name} ${round + 1}`;
  }
  const units = n - single;
  const place = PLACES[units % PLACES.length];
  const unit = Math.floor(units / PLACES.length) + 1;
  if (!place.floors) return `${place.name} ${unit}`;
  const floor = (unit % 6) + Math.floor(random() * 2);
  return `${place.name} ${floor}.${String(unit).padStart(2, '0')}`;
}

/** A state for the device type, as a building's locks are found on an ordinary day. */
function stateOf(type: number, random: () => number): LockSmartlockState {
  const roll = random();
  const opener = type === 2;
  let state: number;
  if (opener) state = roll < 0.75 ? 1 : roll < 0.9 ? 3 : roll < 0.95 ? 5 : 0;
  else if (roll < 0.62) state = 1;
  else if (roll < 0.82) state = 3;
  else if (roll < 0.86) state = 5;
  else if (roll < 0.88) state = 2;
  else if (roll < 0.9) state = 4;
  else if (roll < 0.93) state = 254;
  else if (roll < 0.95) state = 0;
  else if (roll < 0.97) state = 255;
  else state = 6;
  const charge = opener ? 100 : Math.max(3, Math.min(100, Math.round(random() * 105)));
  const open = state === 3 || state === 5 || state === 6;
  return {
    mode: 2,
    state,
    trigger: Math.floor(random() * 4),
    lastAction: opener ? (state === 3 ? 1 : 2) : open ? 1 : 2,
    batteryCritical: charge < 20,
    batteryCharging: type === 4 && random() < 0.08,
    batteryCharge: charge,
    keypadBatteryCritical: random() < 0.03,
    doorsensorBatteryCritical: random() < 0.02,
    doorState: opener ? 0 : open && random() < 0.5 ? 3 : random() < 0.1 ? 0 : 2,
    ringToOpenTimer: opener && state === 3 ? 600 : 0,
    nightMode: false,
  };
}

/** One to three log entries of the lock over the last 30 days (one lock in twenty has none). */
function logsOf(lock: LockSmartlock, random: () => number, now: Date): LockSmartlockLog[] {
  if (random() < 0.05) return [];
  const entries = 1 + Math.floor(random() * 3);
  return Array.from({ length: entries }, (_, index) => {
    const date = new Date(now.getTime() - Math.floor(random() * 30 * 24 * 60) * 60_000).toISOString();
    const actor = ACTORS[Math.floor(random() * ACTORS.length)];
    return {
      id: createHash('sha256').update(`demo-log-${lock.smartlockId}-${index}`).digest('hex').slice(0, 24),
      smartlockId: lock.smartlockId,
      deviceType: lock.type === 2 || lock.type === 3 ? lock.type : 0,
      name: actor,
      action: lock.type === 2 ? 3 : index % 2 === 0 ? 2 : 1,
      trigger: actor === 'Cleaning crew' ? 255 : 5,
      state: 0,
      autoUnlock: false,
      date,
      source: actor === 'Cleaning crew' ? 1 : 0,
    };
  });
}

/** A choice weighted by `share` (out of 100). */
function pick<T extends { share: number }>(random: () => number, choices: readonly T[]): T {
  let roll = random() * 100;
  for (const choice of choices) {
    roll -= choice.share;
    if (roll < 0) return choice;
  }
  return choices[choices.length - 1];
}

/** A small seeded generator (mulberry32): the same seed, the same locks. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
