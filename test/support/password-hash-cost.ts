import type { ModuleMetadata } from '@nestjs/common';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { LOCK_PASSWORD_HASH_COST } from '../../src/lock/lock.constants';
import type { ScryptCost } from '../../src/lock/application/users/scrypt-cost';

/**
 * The password hash cost of the test apps: N = 2^10, r = 8, p = 1 (1 MiB and about a millisecond a hash, against
 * 64 MiB at `DEFAULT_SCRYPT_COST`). Only `NODE_ENV=test`, which jest sets, takes an N below 2^14;
 * src/lock/application/users/password-hasher.spec.ts proves the production cost.
 */
export const TEST_PASSWORD_HASH_COST: ScryptCost = Object.freeze({ N: 2 ** 10, r: 8, p: 1 });

/** `Test.createTestingModule(metadata)` with passwords hashed at `TEST_PASSWORD_HASH_COST`. */
export function lockTestingModule(metadata: ModuleMetadata): TestingModuleBuilder {
  return Test.createTestingModule(metadata)
    .overrideProvider(LOCK_PASSWORD_HASH_COST)
    .useValue(TEST_PASSWORD_HASH_COST);
}
