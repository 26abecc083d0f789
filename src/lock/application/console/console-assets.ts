import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';

/** The files the console serves itself: its stylesheet and its scripts (no CDN, no inline code); `console-live.js` keeps an open page's lock cards current. */
const ASSET_NAMES = new Set(['console.css', 'console.js', 'console-confirm.js', 'console-live.js']);

/** A file the console serves itself. */
export interface ConsoleAsset {
  readonly contentType: string;
  readonly body: string;
}

/** The console's stylesheet and scripts, read once from `assets/` beside this file. */
@Injectable()
export class ConsoleAssets {
  readonly #assets = new Map<string, ConsoleAsset>();

  /** The asset of this name (`console.css`, `console.js`, `console-confirm.js`, `console-live.js`), or undefined. */
  get(name: string): ConsoleAsset | undefined {
    if (!ASSET_NAMES.has(name)) return undefined;
    let asset = this.#assets.get(name);
    if (asset === undefined) {
      asset = {
        contentType: name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
        body: readFileSync(join(__dirname, 'assets', name), 'utf8'),
      };
      this.#assets.set(name, asset);
    }
    return asset;
  }
}
