import type { LockUsers } from '../users/lock-users';
import type { EndedKeypadCodeRemoval } from './ended-keypad-code-removal';

/**
 * Deletes a sub-user as the console's users page does: the user with its sessions, codes and grants
 * (`LockUsers.delete`), and then, right away, the keypad codes it made at the vendor (`EndedKeypadCodeRemoval`),
 * so "all their access ends" holds. A code the vendor cannot be asked to delete now stays recorded and the next
 * prune tries again; a user deleted another way (`LockUsers.delete` alone) leaves its codes to that prune.
 */
export class SubUserDeletion {
  constructor(
    private readonly users: LockUsers,
    private readonly keypadCodes: EndedKeypadCodeRemoval,
  ) {}

  /** Deletes the user and removes the keypad codes it made; false for an unknown user. */
  async delete(userId: string): Promise<boolean> {
    const deleted = await this.users.delete(userId);
    await this.keypadCodes.removeEnded(userId);
    return deleted;
  }
}
