/** The options every health indicator of the package takes. */
export interface HealthCheckOptions {
  /**
   * The longest the check waits, in milliseconds (as `@nestjs/terminus`'s own `pingCheck` takes it): past it the
   * service is reported `down`. Left out, the check ends within the client's own timeouts.
   */
  timeout?: number;
}
