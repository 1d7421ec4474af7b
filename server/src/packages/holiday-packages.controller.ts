import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { HolidayPackageInput } from './package.inputs.js';
import { fromRestHolidayBody, toRestHolidayPackage, type RestHolidayPackage } from './package.rest.js';
import { type EntityId, IdParam } from '../common/entity-id.js';
import { PACKAGE_NOT_FOUND, PackageIdPipe, PackagesService } from './packages.service.js';

/** The spec's holiday package paths: {api}/holidayPackages and the edit load {api}/holiday-packages/{id}. */
@ApiTags('holiday packages')
@Controller()
export class HolidayPackagesController {
  constructor(private readonly packagesService: PackagesService) {}

  @Public()
  @Get('holidayPackages')
  async list(): Promise<RestHolidayPackage[]> {
    return (await this.packagesService.listHoliday()).map(toRestHolidayPackage);
  }

  @Public()
  @Get('holidayPackages/:id')
  @ApiNotFoundResponse({ description: PACKAGE_NOT_FOUND })
  one(@IdParam(PackageIdPipe) id: EntityId): Promise<RestHolidayPackage> {
    return this.load(id);
  }

  @Public()
  @Get('holiday-packages/:id')
  @ApiNotFoundResponse({ description: PACKAGE_NOT_FOUND })
  editLoad(@IdParam(PackageIdPipe) id: EntityId): Promise<RestHolidayPackage> {
    return this.load(id);
  }

  @Allow(Permission.ManagePackages)
  @Post('holidayPackages')
  @ApiBearerAuth()
  @ApiBody({ type: HolidayPackageInput, description: 'Also accepts the spec duration { days, nights }.' })
  async create(@Body() body: Record<string, unknown>, @CurrentUser() user: AuthUser): Promise<RestHolidayPackage> {
    const input = await validateInput(HolidayPackageInput, fromRestHolidayBody(body));
    return toRestHolidayPackage(await this.packagesService.createHoliday(input, user));
  }

  @Allow(Permission.ManagePackages)
  @Put('holidayPackages/:id')
  @ApiBearerAuth()
  @ApiBody({ type: HolidayPackageInput })
  async update(@IdParam(PackageIdPipe) id: EntityId, @Body() body: Record<string, unknown>, @CurrentUser() user: AuthUser): Promise<RestHolidayPackage> {
    const input = await validateInput(HolidayPackageInput, fromRestHolidayBody(body));
    return toRestHolidayPackage(await this.packagesService.updateHoliday(id, input, user));
  }

  private async load(id: EntityId): Promise<RestHolidayPackage> {
    const found = await this.packagesService.findHolidayById(id);
    if (!found) throw notFound(PACKAGE_NOT_FOUND);
    return toRestHolidayPackage(found);
  }
}
