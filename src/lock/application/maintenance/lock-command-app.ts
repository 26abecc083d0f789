/**
 * Marks an app that runs lock commands: `LockCommandsModule` registers it. There `LockPruneSchedule` prunes
 * neither at startup nor on an interval, so a command's output, exit and timing stay its own (no log line, no
 * migration ahead of `lock:migrate`, no wait at exit); `lock:prune` prunes on demand.
 */
export class LockCommandApp {}
