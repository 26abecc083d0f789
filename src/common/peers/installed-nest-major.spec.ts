import { installedNestMajor } from './installed-nest-major';

describe('installedNestMajor', () => {
  it('reads the major of the @nestjs/common the app resolves, from its package.json on disk', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { version } = require('@nestjs/common/package.json') as { version: string };
    expect(installedNestMajor()).toBe(Number(version.split('.')[0]));
  });
});
