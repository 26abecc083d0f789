/**
 * The injection token under which `@nestjs/cache-manager` provides the host application's cache
 * (`CACHE_MANAGER`). Used optionally: when the host registered a global `CacheModule`, the token cache uses it.
 */
export const HOST_CACHE_MANAGER = 'CACHE_MANAGER';
