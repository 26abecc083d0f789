import 'reflect-metadata';
import { describeModuleTransport } from '../common/http/module-transport.spec-helper';
import { LOCK_TRANSPORT } from './lock.constants';
import { LockModule } from './lock.module';

describeModuleTransport({
  name: 'LockModule',
  module: (http) => LockModule.forRoot({ http: { ...http, timeout: 120 } }),
  token: LOCK_TRANSPORT,
  path: '/smartlock',
  unknownTransportError:
    'Invalid lock setting: LOCK_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
});
