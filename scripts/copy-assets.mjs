// Post-build step: tsc emits only JavaScript, so the console's stylesheet and script are copied beside the emitted
// code (src/lock/console/assets -> dist/lock/console/assets), where ConsoleAssets reads them.
import { cpSync } from 'node:fs';

cpSync('src/lock/console/assets', 'dist/lock/console/assets', { recursive: true });
console.log('copy-assets: console assets copied to dist/lock/console/assets');
