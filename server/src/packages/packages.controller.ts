import { Body, Controller, createParamDecorator, Delete, Get, Post, Put, Query, type ExecutionContext } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { FeaturedDealsQuery, PackageInput, PackagesArgs, SearchPackagesArgs } from './package.inputs.js';
import { fromRestPackageBody, toRestAny, toRestPackage, type RestHolidayPackage, type RestPackage } from './package.rest.js';
import { type EntityId, IdParam } from '../common/entity-id.js';
import { PACKAGE_NOT_FOUND, PackageIdPipe, PackagesService } from './packages.service.js';

/**
 * Whether the request's query has the parameter (after the query parser dropped empty ones). A decorator of
 * its own rather than a second `@Query('limit')`, which OpenAPI would list beside the query class's `limit`.
 */
const QueryGiven = createParamDecorator(
  (name: string, ctx: ExecutionContext): boolean => (ctx.switchToHttp().getRequest<{ query: Record<string, unknown> }>().query[name] ?? undefined) !== undefined,
);

/** Months either side of today for the cruise deals when the client gives no window (spec §7). */
const CRUISE_WINDOW_MONTHS = 3;
/** GET {api}/packages without a limit: the whole catalogue, bounded so one anonymous call stays cheap. */
export const REST_ALL_PACKAGES = 1000;

/** The spec's documented package paths under {api}/packages; same service as GraphQL. */
@ApiTags('packages')
@Controller('packages')
export class PackagesController {
  constructor(private readonly packagesService: PackagesService) {}

  @Public()
  @Get()
  @ApiOperation({
    summary: `Packages of both kinds, soonest departure first (filters: type, types, featured, specials, departingFrom/To). ` +
      `Without limit: every package (the spec's "array of packages", at most ${REST_ALL_PACKAGES}).`,
  })
  async list(@Query() query: PackagesArgs, @QueryGiven('limit') limitGiven: boolean): Promise<(RestPackage | RestHolidayPackage)[]> {
    return (await this.packagesService.list({ ...query, limit: restLimit(limitGiven, query) }, REST_ALL_PACKAGES)).map(toRestAny);
  }

  @Public()
  @Get('getPackagesByType')
  @ApiOperation({ summary: 'Packages of one type (default Cruise): the cruise list.' })
  async byType(@Query() query: PackagesArgs, @QueryGiven('limit') limitGiven: boolean): Promise<(RestPackage | RestHolidayPackage)[]> {
    const limit = restLimit(limitGiven, query);
    return (await this.packagesService.list({ ...query, type: query.type ?? 'Cruise', limit }, REST_ALL_PACKAGES)).map(toRestAny);
  }

  @Public()
  @Get('getFeaturedCruiseDeals')
  @ApiOperation({ summary: 'Featured deals of the given types departing in the window (default ±3 months).' })
  async featuredDeals(
    @Query() query: FeaturedDealsQuery,
    @QueryGiven('limit') limitGiven: boolean,
  ): Promise<(RestPackage | RestHolidayPackage)[]> {
    const { from, to } = cruiseWindow(new Date());
    return (
      await this.packagesService.list({
        types: query.types ?? ['Cruise', 'Adventure'],
        featured: true,
        // The home page shows these with Book Now: a deal whose dates have passed is no deal.
        bookable: true,
        departingFrom: query.fromDate ?? query.departingFrom ?? from,
        departingTo: query.toDate ?? query.departingTo ?? to,
        limit: restLimit(limitGiven, query),
      }, REST_ALL_PACKAGES)
    ).map(toRestAny);
  }

  @Public()
  @Get('getSearchedPackages')
  @ApiOperation({ summary: 'The home page search: { data, pagination: { totalPages, ... } }.' })
  async search(@Query() query: SearchPackagesArgs) {
    const result = await this.packagesService.search(query);
    return { data: result.data.map(toRestAny), approximate: result.approximate, pagination: result.pagination };
  }

  @Public()
  @Get(':id')
  @ApiNotFoundResponse({ description: PACKAGE_NOT_FOUND })
  async one(@IdParam(PackageIdPipe) id: EntityId): Promise<RestPackage | RestHolidayPackage> {
    const found = await this.packagesService.findById(id);
    if (!found) throw notFound(PACKAGE_NOT_FOUND);
    return toRestAny(found);
  }

  @Allow(Permission.ManagePackages)
  @Post()
  @ApiBearerAuth()
  @ApiBody({ type: PackageInput, description: 'Also accepts the spec names desc and duration, and price as a number.' })
  async create(@Body() body: Record<string, unknown>, @CurrentUser() user: AuthUser): Promise<RestPackage> {
    const input = await validateInput(PackageInput, fromRestPackageBody(body));
    return toRestPackage(await this.packagesService.create(input, user));
  }

  @Allow(Permission.ManagePackages)
  @Put(':id')
  @ApiBearerAuth()
  @ApiBody({ type: PackageInput })
  async update(@IdParam(PackageIdPipe) id: EntityId, @Body() body: Record<string, unknown>, @CurrentUser() user: AuthUser): Promise<RestPackage> {
    const input = await validateInput(PackageInput, fromRestPackageBody(body));
    return toRestPackage(await this.packagesService.update(id, input, user));
  }

  @Allow(Permission.ManagePackages)
  @Delete(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ schema: { example: { message: 'Package deleted successfully!' } } })
  async remove(@IdParam(PackageIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<{ message: string }> {
    await this.packagesService.delete(id, user);
    return { message: 'Package deleted successfully!' };
  }
}

/**
 * The spec's lists are "array of packages": every one that matches. GraphQL's lists default to 12 for the
 * home page grids; a REST call without `limit` gets them all (up to REST_ALL_PACKAGES), one with it the page asked.
 */
function restLimit(limitGiven: boolean, query: PackagesArgs): number {
  return limitGiven ? query.limit : REST_ALL_PACKAGES;
}

/** The spec's window: from 3 months before today to 3 months after (calendar dates, UTC). */
export function cruiseWindow(today: Date): { from: string; to: string } {
  const shift = (months: number) => {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, today.getUTCDate()));
    return d.toISOString().slice(0, 10);
  };
  return { from: shift(-CRUISE_WINDOW_MONTHS), to: shift(CRUISE_WINDOW_MONTHS) };
}
