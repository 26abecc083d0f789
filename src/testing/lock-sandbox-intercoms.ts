import type { LockApiSchemas } from '../lock/api/lock-routes';
import { apiError, ApiRefusal, booleanQuery, integerQuery, numericId } from './lock-sandbox-http';
import { SandboxReply, SandboxRequest } from './sandbox-server';

/** An intercom brand an opener can be wired to (the `OpenerIntercomBrand` schema, every field given). */
export type LockIntercomBrand = Required<LockApiSchemas['OpenerIntercomBrand']>;

/** An intercom model and how an opener is wired to it (the `OpenerIntercomModel` schema, every field given). */
export type LockIntercomModel = Required<LockApiSchemas['OpenerIntercomModel']>;

/** The id of the seeded opener's intercom, a Siedle HTS 811 (analogue). */
export const SIEDLE_HTS_811 = 31011;

/** Models changed since this moment count as recently changed (`recentlyChanged=true`). */
const RECENTLY_CHANGED_SINCE = Date.parse('2026-02-01T00:00:00.000Z');

/** The catalogue of intercom brands, the same for every account. */
const BRANDS: readonly LockIntercomBrand[] = [
  { brandId: 3, brand: 'Siedle' },
  { brandId: 7, brand: 'Ritto' },
  { brandId: 12, brand: 'TCS' },
  { brandId: 15, brand: 'Bticino' },
  { brandId: 18, brand: 'Comelit' },
  { brandId: 24, brand: 'Urmet' },
  { brandId: 31, brand: 'Gira' },
];

/**
 * The catalogue of intercom models, the same for every account: analogue ones wired to the doorbell and the door
 * opener, two-wire bus ones to the bus.
 */
const MODELS: readonly LockIntercomModel[] = [
  catalogueModel({
    intercomId: SIEDLE_HTS_811,
    brandId: 3,
    type: 6,
    model: 'HTS 811-0',
    conDoorbellPlus: '15',
    conDoorbellMinus: '1',
    conOpendoor: '9',
    conGndAnalogue: '1',
  }),
  catalogueModel({
    intercomId: 31022,
    brandId: 3,
    type: 3,
    model: 'BTLM 650-04',
    conGndBus: 'Tb',
    conBusAudio: 'Ta',
  }),
  catalogueModel({
    intercomId: 71005,
    brandId: 7,
    type: 8,
    model: 'Twinbus 1763070',
    conGndBus: 'b',
    conBusAudio: 'a',
    busModeSwitch: 1,
    busModeSwitchShortCircuitDuration: 50,
  }),
  catalogueModel({
    intercomId: 121001,
    brandId: 12,
    type: 4,
    model: 'ISH3030',
    conGndBus: 'b',
    conBusAudio: 'a',
  }),
  catalogueModel({
    intercomId: 121014,
    brandId: 12,
    type: 4,
    model: 'ISW3130',
    verified: 2,
    conGndBus: 'b',
    conBusAudio: 'a',
    updateDate: '2026-02-12T09:30:00.000Z',
  }),
  catalogueModel({
    intercomId: 151003,
    brandId: 15,
    type: 5,
    model: 'Classe 100 X16E',
    conGndBus: 'BUS',
    conBusAudio: 'BUS',
  }),
  catalogueModel({
    intercomId: 181002,
    brandId: 18,
    type: 10,
    model: 'Mini Handsfree 6721W',
    verified: 2,
    conGndBus: 'L1',
    conBusAudio: 'L2',
    updateDate: '2026-02-20T14:05:00.000Z',
  }),
  catalogueModel({
    intercomId: 241001,
    brandId: 24,
    type: 11,
    model: 'Miro 1150/1',
    verified: 3,
    conGndBus: 'B1',
    conBusAudio: 'B2',
  }),
  catalogueModel({
    intercomId: 311001,
    brandId: 31,
    type: 2,
    model: 'Wohnungsstation AP 1250',
    conGndBus: 'BUS-',
    conBusAudio: 'BUS+',
  }),
];

/** `GET /opener/brand`: every brand. */
export function listIntercomBrands(): SandboxReply {
  return { status: 200, body: BRANDS };
}

/** `GET /opener/brand/{brandId}`: one brand, 404 for an unknown id. */
export function intercomBrand(rawId: string): SandboxReply {
  const brand = BRANDS.find((candidate) => candidate.brandId === numericId(rawId));
  return brand === undefined ? apiError(404, 'Intercom brand not found') : { status: 200, body: brand };
}

/**
 * `GET /opener/intercom`: the models of `brandId` (required unless `recentlyChanged`), only the verified ones
 * unless `ignoreVerified`; `recentlyChanged=true` narrows to those changed since the catalogue's last revision.
 */
export function listIntercoms(req: SandboxRequest): SandboxReply {
  const brandId = integerQuery(req, 'brandId');
  const ignoreVerified = booleanQuery(req, 'ignoreVerified') ?? false;
  const recentlyChanged = booleanQuery(req, 'recentlyChanged') ?? false;
  if (brandId === undefined && !recentlyChanged) {
    throw new ApiRefusal(apiError(400, 'brandId is required unless recentlyChanged is true'));
  }
  const found = MODELS.filter(
    (model) =>
      (brandId === undefined || model.brandId === brandId) &&
      (ignoreVerified || model.verified === 1) &&
      (!recentlyChanged || Date.parse(model.updateDate) >= RECENTLY_CHANGED_SINCE),
  );
  return { status: 200, body: found };
}

/** `GET /opener/intercom/{intercomId}`: one model, 404 for an unknown id. */
export function intercomModel(rawId: string): SandboxReply {
  const model = MODELS.find((candidate) => candidate.intercomId === numericId(rawId));
  return model === undefined ? apiError(404, 'Intercom not found') : { status: 200, body: model };
}

/** A catalogue entry: verified, no wire connected and no bus mode switch unless `entry` says otherwise. */
function catalogueModel(
  entry: Pick<LockIntercomModel, 'intercomId' | 'brandId' | 'type' | 'model'> & Partial<LockIntercomModel>,
): LockIntercomModel {
  return {
    verified: 1,
    conGndBus: '',
    conBusAudio: '',
    conAudioout: '',
    conDoorbellPlus: '',
    conDoorbellMinus: '',
    conOpendoor: '',
    conGndAnalogue: '',
    busModeSwitch: 0,
    busModeSwitchShortCircuitDuration: 0,
    creationDate: '2021-05-04T10:00:00.000Z',
    updateDate: '2024-09-16T08:00:00.000Z',
    ...entry,
  };
}
