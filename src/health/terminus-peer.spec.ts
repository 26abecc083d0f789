import { MissingPeerException } from '../common/peers/optional-peer';
import { assertTerminusInstalled, TERMINUS_PACKAGE, terminusInstallSpec } from './terminus-peer';

describe('assertTerminusInstalled', () => {
  it('finds the installed package', () => {
    expect(() => assertTerminusInstalled()).not.toThrow();
  });

  it('throws one line naming the package to install, pinned to the NestJS major of the app, when it is missing', () => {
    jest.isolateModules(() => {
      jest.doMock(TERMINUS_PACKAGE, () => {
        throw Object.assign(new Error(`Cannot find module '${TERMINUS_PACKAGE}'\nRequire stack: ...`), {
          code: 'MODULE_NOT_FOUND',
        });
      });
      let refusal: unknown;
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        require('./terminus-peer');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(Error);
      expect((refusal as Error).name).toBe(MissingPeerException.name);
      expect((refusal as Error).message).toBe(
        '@vendor/nest-integrations/health needs the package @nestjs/terminus, which is not installed: ' +
          'npm install @nestjs/terminus@^11',
      );
    });
  });

  it('pins terminus to the NestJS major (a bare install gets 12, ES modules only, on NestJS 11 too)', () => {
    expect(terminusInstallSpec(11)).toBe('@nestjs/terminus@^11');
    expect(terminusInstallSpec(12)).toBe('@nestjs/terminus@^12');
    expect(terminusInstallSpec(undefined)).toBe(
      '@nestjs/terminus@^11 on NestJS 11, @nestjs/terminus@^12 on NestJS 12',
    );
  });
});
