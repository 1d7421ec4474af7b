import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth/decorators.js';
import { Package } from './package.model.js';
import { PackagesArgs } from './packages.args.js';
import { PackagesService } from './packages.service.js';

@Resolver(() => Package)
export class PackagesResolver {
  constructor(private readonly packagesService: PackagesService) {}

  @Public()
  @Query(() => [Package], { description: 'Packages, soonest departure first.' })
  packages(@Args() args: PackagesArgs): Promise<Package[]> {
    return this.packagesService.list(args);
  }

  @Public()
  @Query(() => Package, { nullable: true, description: 'One package, or null when there is none with that id.' })
  async package(@Args('id', { type: () => ID }) id: string): Promise<Package | null> {
    return (await this.packagesService.findById(id)) ?? null;
  }
}
