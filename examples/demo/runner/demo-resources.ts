import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { RunningSandboxes, SandboxName, startSandboxes } from '@vendor/nest-integrations/testing';
import { ChildProcesses } from './child-processes';

/** What the demo starts and must stop again: the sandboxes, the child processes and a temp folder. */
export class DemoResources {
  /** The app and every CLI run. */
  readonly children = new ChildProcesses();
  private sandboxes?: RunningSandboxes;
  private folder?: string;
  private closing?: Promise<void>;

  /** Starts the named sandboxes (all three when none is named) on 127.0.0.1. */
  async startSandboxes(names: readonly SandboxName[] = []): Promise<RunningSandboxes> {
    this.sandboxes = await startSandboxes(names);
    return this.sandboxes;
  }

  /** A new temp folder for the demo's files (the Lock database, the .env of `--serve`). */
  async storageFolder(): Promise<string> {
    this.folder = await mkdtemp(path.join(tmpdir(), 'nest-integrations-demo-'));
    return this.folder;
  }

  /** Stops the children, then the sandboxes, then removes the temp folder; later calls wait for the first. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.children.stopAll();
      await this.sandboxes?.close();
      if (this.folder !== undefined) await rm(this.folder, { recursive: true, force: true });
    })();
    return this.closing;
  }
}
