import { MissingPeerException } from '../common/peers/optional-peer';
import { assertTerminusInstalled, TERMINUS_PACKAGE } from './terminus-peer';

describe('assertTerminusInstalled', () => {
  it('finds the installed package', () => {
    expect(() => assertTerminusInstalled()).not.toThrow();
  });

  it('throws one line naming the package to install when it is missing', () => {
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
          'npm install @nestjs/terminus',
      );
    });
  });
});
