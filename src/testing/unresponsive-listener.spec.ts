import * as net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { startUnresponsiveListener } from './unresponsive-listener';

/** The kinds of open handles, without timers (the test runner keeps some of its own). */
function openHandles(): string[] {
  return process
    .getActiveResourcesInfo()
    .filter((kind) => kind !== 'Timeout' && kind !== 'Immediate')
    .sort();
}

/**
 * The open handles once they stop changing (a jest worker runs several files; handles an earlier file left
 * closing, such as database sockets, go away on their own time).
 */
async function settledHandles(): Promise<string[]> {
  let previous = openHandles();
  for (let round = 0; round < 40; round += 1) {
    await sleep(50);
    const current = openHandles();
    if (current.join() === previous.join()) return current;
    previous = current;
  }
  return previous;
}

describe('startUnresponsiveListener', () => {
  it('holds a new TCP connect pending: no connect, no error', async () => {
    const listener = await startUnresponsiveListener();
    const events: string[] = [];
    const socket = net.connect({ host: listener.host, port: listener.port });
    socket.on('connect', () => events.push('connect'));
    socket.on('error', (error: NodeJS.ErrnoException) => events.push(`error ${error.code}`));
    try {
      await sleep(1500);

      expect(events).toEqual([]);
      expect(socket.connecting).toBe(true);
      expect(listener.url).toBe(`http://127.0.0.1:${listener.port}`);
    } finally {
      socket.destroy();
      await listener.close();
    }
  });

  it('leaves no open handles after close()', async () => {
    const before = await settledHandles();
    const listener = await startUnresponsiveListener();

    expect(openHandles().length).toBeGreaterThan(before.length);

    await listener.close();

    expect(await settledHandles()).toEqual(before);
  });

  it('frees the port on close()', async () => {
    const listener = await startUnresponsiveListener();
    await listener.close();

    const refused = await new Promise<string | undefined>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port: listener.port });
      socket.on('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
    });

    expect(refused).toBe('ECONNREFUSED');
  });
});
