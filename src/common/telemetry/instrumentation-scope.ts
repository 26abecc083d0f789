/** The name of the package's tracer and meter (the instrumentation scope), as `package.json` names the package. */
export const INSTRUMENTATION_SCOPE = '@vendor/nest-integrations';
