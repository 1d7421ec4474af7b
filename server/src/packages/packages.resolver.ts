import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { HolidayPackageInput, PackageInput, PackagesArgs, SearchPackagesArgs } from './package.inputs.js';
import { HolidayPackage, Package, PackageSearchResult, TravelPackage, type AnyPackage } from './package.model.js';
import { PackageIdPipe, PackagesService } from './packages.service.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';


@Resolver(() => TravelPackage)
export class PackagesResolver {
  constructor(private readonly packagesService: PackagesService) {}

  @Public()
  @Query(() => [TravelPackage], { description: 'Packages of both kinds, soonest departure first.' })
  packages(@Args() args: PackagesArgs): Promise<AnyPackage[]> {
    return this.packagesService.list(args);
  }

  @Public()
  @Query(() => TravelPackage, { nullable: true, description: 'One package of either kind, or null.' })
  async package(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null): Promise<AnyPackage | null> {
    return (id && (await this.packagesService.findById(id))) ?? null;
  }

  @Public()
  @Query(() => PackageSearchResult, { description: 'The home page search, 10 a page by default.' })
  searchPackages(@Args() args: SearchPackagesArgs): Promise<PackageSearchResult> {
    return this.packagesService.search(args);
  }

  @Public()
  @Query(() => [HolidayPackage], { description: 'Holiday packages, newest first.' })
  holidayPackages(): Promise<HolidayPackage[]> {
    return this.packagesService.listHoliday();
  }

  @Public()
  @Query(() => HolidayPackage, { nullable: true })
  async holidayPackage(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null): Promise<HolidayPackage | null> {
    return (id && (await this.packagesService.findHolidayById(id))) ?? null;
  }

  @Allow(Permission.ManagePackages)
  @Mutation(() => Package)
  createPackage(@Args('input') input: PackageInput, @CurrentUser() user: AuthUser): Promise<Package> {
    return this.packagesService.create(input, user);
  }

  @Allow(Permission.ManagePackages)
  @Mutation(() => Package)
  updatePackage(
    @Args('id', { type: () => ID }, PackageIdPipe) id: EntityId,
    @Args('input') input: PackageInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Package> {
    return this.packagesService.update(id, input, user);
  }

  @Allow(Permission.ManagePackages)
  @Mutation(() => HolidayPackage)
  createHolidayPackage(@Args('input') input: HolidayPackageInput, @CurrentUser() user: AuthUser): Promise<HolidayPackage> {
    return this.packagesService.createHoliday(input, user);
  }

  @Allow(Permission.ManagePackages)
  @Mutation(() => HolidayPackage)
  updateHolidayPackage(
    @Args('id', { type: () => ID }, PackageIdPipe) id: EntityId,
    @Args('input') input: HolidayPackageInput,
    @CurrentUser() user: AuthUser,
  ): Promise<HolidayPackage> {
    return this.packagesService.updateHoliday(id, input, user);
  }

  @Allow(Permission.ManagePackages)
  @Mutation(() => ID, { description: 'Deletes a package of either kind; answers its id.' })
  async deletePackage(@Args('id', { type: () => ID }, PackageIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<string> {
    await this.packagesService.delete(id, user);
    return id;
  }
}

