// Post-build step: tsc emits only JavaScript, so the console's stylesheet and script are copied beside the emitted
// code (src/lock/application/console/assets -> dist/lock/application/console/assets), where ConsoleAssets reads them.
import { cpSync } from 'node:fs';

cpSync('src/lock/application/console/assets', 'dist/lock/application/console/assets', { recursive: true });
console.log('copy-assets: console assets copied to dist/lock/application/console/assets');
