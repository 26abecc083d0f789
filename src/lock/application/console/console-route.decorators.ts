import { SetMetadata } from '@nestjs/common';

/** Metadata key of `@ConsolePublic()`. */
export const CONSOLE_PUBLIC_METADATA = 'lock:console-public';
/** Metadata key of `@ConsoleMainOnly()`. */
export const CONSOLE_MAIN_ONLY_METADATA = 'lock:console-main-only';

/** A console route for visitors who are not signed in (sign-in, code, password reset, registration, assets). */
export const ConsolePublic = () => SetMetadata(CONSOLE_PUBLIC_METADATA, true);

/** A console route (or controller) for main users and host visitors only: a sub-user gets a 403. */
export const ConsoleMainOnly = () => SetMetadata(CONSOLE_MAIN_ONLY_METADATA, true);
