/**
 * What a sub-user's grant allows on one smartlock: `lock` (lock), `unlock` (unlock, unlatch, lock 'n' go and lock
 * 'n' go with unlatch, which unlock first), `view_logs` (its logs), `manage_auths` (read, create, update and delete its authorizations)
 * and `manage_settings` (its name and favourite flag, its config, advanced and web config, and admin PIN). Any
 * grant on a lock lets the user find, list and sync it.
 */
export type LockPermission = 'lock' | 'unlock' | 'view_logs' | 'manage_auths' | 'manage_settings';
