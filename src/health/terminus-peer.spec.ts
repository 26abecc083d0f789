import { assertTerminusInstalled, TERMINUS_PACKAGE } from './terminus-peer';

describe('assertTerminusInstalled', () => {
  it('passes when @nestjs/terminus resolves', () => {
    const asked: string[] = [];

    assertTerminusInstalled((id) => {
      asked.push(id);
      return `/app/node_modules/${id}/dist/index.js`;
    });

    expect(asked).toEqual([TERMINUS_PACKAGE]);
  });

  it('throws one line naming the package to install when it is missing', () => {
    const missing = () => {
      throw Object.assign(new Error(`Cannot find module '${TERMINUS_PACKAGE}'\nRequire stack: ...`), {
        code: 'MODULE_NOT_FOUND',
      });
    };

    expect(() => assertTerminusInstalled(missing)).toThrow(
      new Error(
        '@vendor/nest-integrations/health needs the optional peer @nestjs/terminus: ' +
          'run npm install @nestjs/terminus',
      ),
    );
  });

  it('finds the installed package with the default resolver', () => {
    expect(() => assertTerminusInstalled()).not.toThrow();
  });
});
