import { Controller, Get, HttpCode, HttpStatus, Param, ParseIntPipe, Post } from '@nestjs/common';
import { Lock, SmartLock } from '@vendor/nest-integrations/lock';
import { LockEventLog, LoggedLockEvent } from './lock-event-log';

/** What the demo shows of a smartlock. */
interface LockView {
  id: number | null;
  name: string | null;
  state: string | null;
  locked: boolean;
  door: string;
}

/**
 * `GET /locks` (the account's smartlocks), `POST /locks/:id/lock` (sends the lock action; 202 once the API has
 * accepted it) and `GET /locks/events` (the lock webhook events the app has received).
 */
@Controller('locks')
export class LocksController {
  constructor(
    private readonly lock: Lock,
    private readonly events: LockEventLog,
  ) {}

  @Get()
  async all(): Promise<LockView[]> {
    return (await this.lock.smartlocks().all()).map(viewOf);
  }

  @Get('events')
  received(): readonly LoggedLockEvent[] {
    return this.events.received();
  }

  @Post(':id/lock')
  @HttpCode(HttpStatus.ACCEPTED)
  async lockDoor(@Param('id', ParseIntPipe) id: number): Promise<{ accepted: true; smartlockId: number }> {
    // Accepted means the API took the command, not that the bolt has moved yet.
    await this.lock.smartlocks().lock(id);
    return { accepted: true, smartlockId: id };
  }
}

function viewOf(lock: SmartLock): LockView {
  return {
    id: lock.smartlockId,
    name: lock.name,
    state: lock.stateName,
    locked: lock.isLocked(),
    door: lock.doorStateLabel('en'),
  };
}
