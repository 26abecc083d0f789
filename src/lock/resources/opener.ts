import { OpenerBrand } from '../data/opener-brand';
import { OpenerIntercom } from '../data/opener-intercom';
import type { LockApiClient } from '../http/lock-api-client';
import { objectArgument, positiveId } from './lock-arguments';
import { TracedCalls } from '../../common/telemetry/traced-calls.decorator';

/** The filters of `intercoms()`: a `brandId` (required unless `recentlyChanged`), and two flags. */
export interface OpenerIntercomFilters {
  /** The intercom brand's id (see `brands()`). */
  brandId?: number;
  /** True: also the intercoms not verified to work with an opener. */
  ignoreVerified?: boolean;
  /** True: every intercom changed recently, whatever its brand. */
  recentlyChanged?: boolean;
}

/** The intercom brands and models an opener can be connected to (the same for every account). */
@TracedCalls('lock', 'opener')
export class Opener {
  constructor(
    private readonly api: LockApiClient,
    /** The account key this resource calls the API for. */
    readonly accountKey: string,
  ) {}

  /** GET `/opener/brand`: every intercom brand. */
  async brands(): Promise<OpenerBrand[]> {
    return this.api.getList(this.accountKey, '/opener/brand', undefined, OpenerBrand.fromArray);
  }

  /** GET `/opener/brand/{brandId}`: one brand. */
  async brand(brandId: number): Promise<OpenerBrand> {
    const path = `/opener/brand/${positiveId('intercom brand', brandId)}`;
    return this.api.getObject(this.accountKey, path, OpenerBrand.fromArray);
  }

  /** GET `/opener/intercom`: the intercom models of a brand (`brandId`), or the recently changed ones. */
  async intercoms(filters: OpenerIntercomFilters): Promise<OpenerIntercom[]> {
    const query = { ...objectArgument('filters', filters) };
    return this.api.getList(this.accountKey, '/opener/intercom', query, OpenerIntercom.fromArray);
  }

  /** GET `/opener/intercom/{intercomId}`: one intercom model, with how to wire it. */
  async intercom(intercomId: number): Promise<OpenerIntercom> {
    const path = `/opener/intercom/${positiveId('intercom', intercomId)}`;
    return this.api.getObject(this.accountKey, path, OpenerIntercom.fromArray);
  }
}
