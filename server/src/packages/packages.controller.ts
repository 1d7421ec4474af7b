import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { notFound } from '../common/errors.js';
import { Package } from './package.model.js';
import { PackagesArgs } from './packages.args.js';
import { PackagesService } from './packages.service.js';

export const PACKAGE_NOT_FOUND = 'Package not found.';

/** The spec's documented package reads: GET {api}/packages and GET {api}/packages/{id}. */
@ApiTags('packages')
@Controller('packages')
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: [Package] })
  list(@Query() query: PackagesArgs): Promise<Package[]> {
    return this.packages.list(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: Package })
  @ApiNotFoundResponse({ description: PACKAGE_NOT_FOUND })
  async one(@Param('id') id: string): Promise<Package> {
    const found = await this.packages.findById(id);
    if (!found) throw notFound(PACKAGE_NOT_FOUND);
    return found;
  }
}
