import { EventEmitter } from 'node:events';
import type { Server } from 'node:net';
import { Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import { LogEvent } from '../../../common/logging/log-event';
import type { LockMaintenanceSettings } from './lock-maintenance-settings';
import type { LockSecrets } from '../../support/lock-secrets';
import { LockCommandApp } from './lock-command-app';
import type { LockPruneCounts, LockPruner } from './lock-pruner';

/**
 * Runs `LockPruner` while the app runs: once at startup, in the background once the HTTP server listens (so neither
 * the boot nor `listen` waits or fails for it), then every `LOCK_PRUNE_INTERVAL` seconds (default 3600) on an unref'd timer, one prune at a time;
 * `LOCK_PRUNE=false` switches both off, and an app that runs lock commands (`LockCommandApp`) has neither. A
 * prune that deleted rows is logged with its counts per table (logger `LockPrune`, `Lock database pruned`); a
 * failed prune is logged as one redacted error, once until a prune succeeds again (which is logged too), and
 * never thrown into the app. At shutdown the timer is cleared and a prune under way is awaited, before the
 * database closes.
 */
export class LockPruneSchedule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LockPrune');
  #timer?: NodeJS.Timeout;
  #running?: Promise<void>;
  #stopped = false;
  #failing = false;

  constructor(
    private readonly pruner: LockPruner,
    private readonly config: LockMaintenanceSettings,
    private readonly secrets: LockSecrets,
    private readonly app: ModuleRef,
  ) {}

  /**
   * Nest lifecycle hook: starts the interval and schedules the first prune for once the app's HTTP server listens
   * (at once in an app without one), unless pruning is off here. The start-up prune never delays `listen`.
   */
  onApplicationBootstrap(): void {
    if (this.isCommandApp()) return;
    const seconds = this.intervalSeconds();
    if (seconds === null) return;
    this.afterListening(() => this.pruneInBackground());
    this.#timer = setInterval(() => this.pruneInBackground(), seconds * 1000);
    this.#timer.unref();
  }

  /** Nest lifecycle hook: stops the interval and waits for a prune under way. */
  async onModuleDestroy(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Runs `work` on a later turn once the HTTP server listens, or at once when the app has no HTTP server. */
  private afterListening(work: () => void): void {
    const later = () => setImmediate(work).unref();
    const server = this.httpServer();
    if (server === undefined || server.listening) later();
    else server.once('listening', later);
  }

  /** The app's HTTP server, when it has one. */
  private httpServer(): Server | undefined {
    try {
      const adapter = this.app.get(HttpAdapterHost, { strict: false }).httpAdapter;
      const server: unknown = adapter?.getHttpServer();
      return server instanceof EventEmitter && 'listening' in server ? (server as Server) : undefined;
    } catch {
      return undefined;
    }
  }

  private pruneInBackground(): void {
    if (this.#stopped || this.#running !== undefined) return;
    this.#running = this.pruneLogged().finally(() => {
      this.#running = undefined;
    });
  }

  private async pruneLogged(): Promise<void> {
    try {
      const counts = await this.pruner.prune();
      if (this.#failing) this.logger.log(new LogEvent('Pruning the lock database works again'));
      this.#failing = false;
      this.logCounts(counts);
    } catch (error) {
      this.logFailure(error);
    }
  }

  /** The interval, or null when pruning is off; a malformed one is logged and switches pruning off. */
  private intervalSeconds(): number | null {
    try {
      return this.config.pruneIntervalSeconds();
    } catch (error) {
      this.logFailure(error);
      return null;
    }
  }

  /** Logs what a prune deleted, per table and in all; a prune that found nothing is not logged. */
  private logCounts(counts: LockPruneCounts): void {
    const removed = Object.values(counts).reduce((sum, count) => sum + count, 0);
    if (removed > 0) this.logger.log(new LogEvent('Lock database pruned', { ...counts, removed }));
  }

  private logFailure(error: unknown): void {
    if (this.#failing) return;
    this.#failing = true;
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(
      new LogEvent('Pruning the lock database failed', { reason: message }, (text) =>
        this.secrets.redact(text),
      ),
    );
  }

  private isCommandApp(): boolean {
    try {
      this.app.get(LockCommandApp, { strict: false });
      return true;
    } catch {
      return false;
    }
  }
}
