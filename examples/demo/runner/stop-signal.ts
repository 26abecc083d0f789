let requested: Promise<NodeJS.Signals> | undefined;

/**
 * Resolves at the first SIGINT (Ctrl-C) or SIGTERM. The first call installs the handlers, so from then on a
 * signal no longer ends the process at once: the caller stops what it started, then exits.
 */
export function stopSignal(): Promise<NodeJS.Signals> {
  requested ??= new Promise((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  return requested;
}
