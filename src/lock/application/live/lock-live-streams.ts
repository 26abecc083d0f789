import type { OnModuleDestroy } from '@nestjs/common';
import type { LockLiveEvents, LockLiveListener } from './lock-live-events';

/**
 * The most live streams one viewer holds open on one instance: 5. A person keeps a few console tabs open; a browser
 * speaking HTTP/1.1 opens at most 6 connections to one host, and each open stream holds one of them, so a sixth
 * live tab would leave that browser no connection to load a page with. Refusing it (the page still works, without
 * live cards) keeps both the browser and the server (a socket and a listener per stream) in bounds.
 */
export const MAX_LIVE_STREAMS_PER_VIEWER = 5;

/** How often an idle stream sends a comment, so proxies and load balancers do not close it: every 25 s. */
export const LIVE_HEARTBEAT_MS = 25_000;

/**
 * How long one stream stays open: ten minutes. The browser then opens it again, through the console's gate once
 * more, so a signed-out or removed user's page stops hearing within that time.
 */
export const LIVE_STREAM_LIFETIME_MS = 10 * 60_000;

/** The bounds of the open streams (tests shorten the times). */
export interface LockLiveStreamBounds {
  /** Streams per viewer and instance (default `MAX_LIVE_STREAMS_PER_VIEWER`). */
  readonly maxPerViewer: number;
  /** The heartbeat interval (default `LIVE_HEARTBEAT_MS`). */
  readonly heartbeatMs: number;
  /** A stream's lifetime (default `LIVE_STREAM_LIFETIME_MS`). */
  readonly lifetimeMs: number;
}

/** An open stream's hold on the bus: `close()` detaches its listener and frees its place (idempotent). */
export interface LockLiveStream {
  close(): void;
}

/**
 * The open live streams of this instance, at most `MAX_LIVE_STREAMS_PER_VIEWER` per viewer: each attaches one
 * listener to the bus and releases it when closed.
 */
export class LockLiveStreams implements OnModuleDestroy {
  readonly #open = new Map<string, number>();
  /** How each open stream is ended when the app closes. */
  readonly #ends = new Set<() => void>();

  readonly bounds: LockLiveStreamBounds;

  constructor(
    private readonly events: LockLiveEvents,
    bounds: Partial<LockLiveStreamBounds> = {},
  ) {
    this.bounds = {
      maxPerViewer: bounds.maxPerViewer ?? MAX_LIVE_STREAMS_PER_VIEWER,
      heartbeatMs: bounds.heartbeatMs ?? LIVE_HEARTBEAT_MS,
      lifetimeMs: bounds.lifetimeMs ?? LIVE_STREAM_LIFETIME_MS,
    };
  }

  /**
   * Opens a stream for the viewer (a key naming them: `user:<id>`, ...) with its listener, or answers null when
   * the viewer has as many open as allowed. `end` ends the stream's connection when the app closes.
   */
  open(viewer: string, listener: LockLiveListener, end?: () => void): LockLiveStream | null {
    const held = this.#open.get(viewer) ?? 0;
    if (held >= this.bounds.maxPerViewer) return null;
    this.#open.set(viewer, held + 1);
    const detach = this.events.subscribe(listener);
    if (end !== undefined) this.#ends.add(end);
    let open = true;
    return {
      close: () => {
        if (!open) return;
        open = false;
        detach();
        if (end !== undefined) this.#ends.delete(end);
        const left = (this.#open.get(viewer) ?? 1) - 1;
        if (left > 0) this.#open.set(viewer, left);
        else this.#open.delete(viewer);
      },
    };
  }

  /**
   * Ends every open stream when the app closes (before its HTTP server closes, which would otherwise wait for them):
   * the browsers reconnect, to another instance behind a load balancer, and fetch their locks again.
   */
  onModuleDestroy(): void {
    for (const end of [...this.#ends]) {
      try {
        end();
      } catch {
        // already ended
      }
    }
  }

  /** How many streams the viewer holds open. */
  openOf(viewer: string): number {
    return this.#open.get(viewer) ?? 0;
  }

  /** How many streams are open on this instance. */
  get openCount(): number {
    let count = 0;
    for (const held of this.#open.values()) count += held;
    return count;
  }
}
