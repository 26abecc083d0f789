import 'reflect-metadata';
import { describeModuleTransport } from '../common/http/module-transport.spec-helper';
import { ACCOUNTING_TRANSPORT } from './accounting.constants';
import { AccountingModule } from './accounting.module';

describeModuleTransport({
  name: 'AccountingModule',
  module: (http) => AccountingModule.forRoot({ http, timeout: 120 }),
  token: ACCOUNTING_TRANSPORT,
  path: '/companyInfo',
  unknownTransportError:
    'Invalid Accounting setting: ACCOUNTING_HTTP_TRANSPORT (option http.transport) must be axios or undici, got "fetch".',
});
