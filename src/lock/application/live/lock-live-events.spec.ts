import { LockLiveEvent, encodeLockLiveMessage, decodeLockLiveMessage } from './lock-live-event';
import { LockLiveEvents } from './lock-live-events';
import { LockLiveStreams } from './lock-live-streams';
import { LockLiveTransport, MEMORY_LIVE_TRANSPORT } from './lock-live-transport';
import { hearsLiveEvent } from './lock-live-audience';
import type { LockGrant } from '../access/lock-grant';

const FRONT_DOOR: LockLiveEvent = { accountKey: 'default', smartlockId: 100101, change: 'state' };

/** A transport whose wire the test holds: what was sent, and a way to bring messages in. */
class WireTransport implements LockLiveTransport {
  readonly name = 'redis';
  readonly listening = true;
  readonly sent: string[] = [];
  listens = 0;
  failWith: Error | undefined;
  private onMessage?: (message: string) => void;

  async send(message: string): Promise<void> {
    if (this.failWith !== undefined) throw this.failWith;
    this.sent.push(message);
  }

  listen(onMessage: (message: string) => void): void {
    this.listens += 1;
    this.onMessage ??= onMessage;
  }

  bring(message: string): void {
    this.onMessage?.(message);
  }

  async close(): Promise<void> {}
}

function quietLogger() {
  return { warn: jest.fn(), log: jest.fn() };
}

describe('LockLiveEvents in process', () => {
  it('hands a published event to every listener of the instance, at once, until they detach', () => {
    const bus = new LockLiveEvents(() => MEMORY_LIVE_TRANSPORT, quietLogger());
    const first: LockLiveEvent[] = [];
    const second: LockLiveEvent[] = [];
    const detachFirst = bus.subscribe((event) => first.push(event));
    bus.subscribe((event) => second.push(event));
    expect(bus.listenerCount).toBe(2);
    bus.publish(FRONT_DOOR);
    expect(first).toEqual([FRONT_DOOR]);
    expect(second).toEqual([FRONT_DOOR]);
    detachFirst();
    bus.publish({ ...FRONT_DOOR, change: 'battery' });
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(2);
    expect(bus.listenerCount).toBe(1);
    expect(bus.transportName()).toBe('memory');
    expect(bus.listening).toBe(true);
  });

  it('a listener that throws is logged and does not keep the event from the others', () => {
    const logger = quietLogger();
    const bus = new LockLiveEvents(() => MEMORY_LIVE_TRANSPORT, logger);
    const heard: LockLiveEvent[] = [];
    bus.subscribe(() => {
      throw new Error('broken page');
    });
    bus.subscribe((event) => heard.push(event));
    expect(() => bus.publish(FRONT_DOOR)).not.toThrow();
    expect(heard).toEqual([FRONT_DOOR]);
    expect(String(logger.warn.mock.calls[0][0].msg)).toBe('A live lock event listener failed');
  });

  it('drops a malformed event (no lock id, an unknown change, an account key too long)', () => {
    const bus = new LockLiveEvents(() => MEMORY_LIVE_TRANSPORT, quietLogger());
    const heard: LockLiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.publish({ ...FRONT_DOOR, smartlockId: 0 });
    bus.publish({ ...FRONT_DOOR, change: 'name' as never });
    bus.publish({ ...FRONT_DOOR, accountKey: 'x'.repeat(201) });
    expect(heard).toEqual([]);
  });

  it('sends to the other instances and hears theirs, but not its own echo', () => {
    const wire = new WireTransport();
    const bus = new LockLiveEvents(() => wire, quietLogger());
    const heard: LockLiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    bus.subscribe(() => undefined);
    expect(wire.listens).toBe(2); // the transport takes it once
    bus.publish(FRONT_DOOR);
    expect(heard).toEqual([FRONT_DOOR]);
    expect(wire.sent).toHaveLength(1);
    expect(JSON.parse(wire.sent[0])).toEqual({ v: 1, origin: expect.any(String), ...FRONT_DOOR });
    wire.bring(wire.sent[0]); // its own echo
    expect(heard).toHaveLength(1);
    const other = { accountKey: null, smartlockId: 400102, change: 'auth' } as const;
    wire.bring(encodeLockLiveMessage({ origin: 'another-instance', event: other }));
    expect(heard).toEqual([FRONT_DOOR, other]);
    wire.bring('{"v":1,"origin":"x","smartlockId":"100101","change":"state","accountKey":null}');
    wire.bring('not json');
    expect(heard).toHaveLength(2);
  });

  it('a transport that fails is logged (once a minute), never thrown at the publisher', async () => {
    const wire = new WireTransport();
    wire.failWith = new Error('connection refused');
    const logger = quietLogger();
    const bus = new LockLiveEvents(() => wire, logger);
    const heard: LockLiveEvent[] = [];
    bus.subscribe((event) => heard.push(event));
    expect(() => bus.publish(FRONT_DOOR)).not.toThrow();
    bus.publish(FRONT_DOOR);
    await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toHaveLength(2); // this instance's pages still hear it
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][0]).toMatchObject({
      msg: 'A live lock event could not be sent to the other instances',
      reason: 'connection refused',
    });
  });

  it('a malformed setting is logged by publish and subscribe, never thrown', () => {
    const logger = quietLogger();
    const bus = new LockLiveEvents(() => {
      throw new Error('Invalid lock setting LOCK_LIVE_EVENTS');
    }, logger);
    const heard: LockLiveEvent[] = [];
    expect(() => bus.subscribe((event) => heard.push(event))).not.toThrow();
    expect(() => bus.publish(FRONT_DOOR)).not.toThrow();
    expect(heard).toEqual([FRONT_DOOR]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('carries ids and the kind of change only', () => {
    const text = encodeLockLiveMessage({ origin: 'o', event: FRONT_DOOR });
    expect(Object.keys(JSON.parse(text)).sort()).toEqual([
      'accountKey',
      'change',
      'origin',
      'smartlockId',
      'v',
    ]);
    expect(decodeLockLiveMessage(text)).toEqual({ origin: 'o', event: FRONT_DOOR });
  });
});

describe('LockLiveStreams', () => {
  it('holds at most five streams per viewer; closing one (twice changes nothing) frees its place and listener', () => {
    const bus = new LockLiveEvents(() => MEMORY_LIVE_TRANSPORT, quietLogger());
    const streams = new LockLiveStreams(bus);
    const open = [1, 2, 3, 4, 5].map(() => streams.open('user:1', () => undefined));
    expect(open.every((stream) => stream !== null)).toBe(true);
    expect(streams.open('user:1', () => undefined)).toBeNull();
    expect(streams.open('user:2', () => undefined)).not.toBeNull();
    expect(bus.listenerCount).toBe(6);
    open[0]?.close();
    open[0]?.close();
    expect(streams.openOf('user:1')).toBe(4);
    expect(bus.listenerCount).toBe(5);
    expect(streams.open('user:1', () => undefined)).not.toBeNull();
    expect(streams.openCount).toBe(6);
  });
});

describe('hearsLiveEvent', () => {
  const grant = (smartlockId: number, accountKey = 'default') => ({ smartlockId, accountKey }) as LockGrant;

  it('a main user (no grants to read) hears every lock of the account, and events that name no account', () => {
    expect(hearsLiveEvent(FRONT_DOOR, 'default', null)).toBe(true);
    expect(hearsLiveEvent({ ...FRONT_DOOR, accountKey: null }, 'default', null)).toBe(true);
    expect(hearsLiveEvent(FRONT_DOOR, 'depot', null)).toBe(false);
  });

  it('a sub-user hears only a lock it holds a grant on, in that account', () => {
    expect(hearsLiveEvent(FRONT_DOOR, 'default', [grant(100101)])).toBe(true);
    expect(hearsLiveEvent(FRONT_DOOR, 'default', [grant(400102)])).toBe(false);
    expect(hearsLiveEvent(FRONT_DOOR, 'default', [])).toBe(false);
    expect(hearsLiveEvent({ ...FRONT_DOOR, accountKey: null }, 'default', [grant(100101, 'depot')])).toBe(
      false,
    );
  });
});
