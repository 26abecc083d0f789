'use strict';
// Runs the accounting sandbox for main.js in a process of its own, so that main.js loads nothing but the standalone
// client: sends the env variables that point a client at it to the parent, and stops when the parent disconnects.
const { startSandboxes } = require('@vendor/nest-integrations/testing');

startSandboxes(['accounting']).then((sandboxes) => {
  process.send(sandboxes.env);
  process.on('disconnect', () => void sandboxes.close());
});
