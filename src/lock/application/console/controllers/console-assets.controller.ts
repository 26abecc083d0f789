import { Get, Param, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ConsoleAssets } from '../console-assets';
import { consoleOf } from '../console-context-store';
import { ConsoleExceptionFilter } from '../console-exception.filter';
import { ConsoleGate } from '../console-gate';
import { ConsolePublic } from '../console-route.decorators';
import type { ConsoleResponse } from '../http/console-exchange';
import { ConsoleHttpError } from '../http/console-http-error';

/** `GET <prefix>/assets/console.css` and `console.js`: the console's own stylesheet and script. */
@UseGuards(ConsoleGate)
@UseFilters(ConsoleExceptionFilter)
export class ConsoleAssetsController {
  constructor(private readonly assets: ConsoleAssets) {}

  @Get('assets/:name')
  @ConsolePublic()
  asset(@Param('name') name: string, @Res() response: ConsoleResponse): void {
    const asset = this.assets.get(name);
    if (asset === undefined) throw new ConsoleHttpError(404, 'notFound');
    consoleOf(response).asset(asset.contentType, asset.body);
  }
}
