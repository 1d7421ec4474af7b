import { Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { Public } from '../auth/decorators.js';
import { Destination } from './destination.model.js';
import { DestinationsService, type DestinationListItem } from './destinations.service.js';

@Resolver(() => Destination)
export class DestinationsResolver {
  /** Per request (WeakMap on the request): every destination's count in one statement. */
  private readonly counts = new WeakMap<object, DataLoader<string, number>>();

  constructor(private readonly destinationsService: DestinationsService) {}

  @Public()
  @Query(() => [Destination], { description: 'Destinations in the order of the home page select.' })
  destinations(): Promise<DestinationListItem[]> {
    return this.destinationsService.list();
  }

  /** Counted only when asked for: the home page's select does not, the /Destinations directory does. */
  @ResolveField(() => Int, { description: 'Packages that a search for this destination finds.' })
  packageCount(@Parent() destination: Destination, @Context('req') req: object): Promise<number> {
    if (typeof destination.packageCount === 'number') return Promise.resolve(destination.packageCount);
    let loader = this.counts.get(req);
    if (!loader) {
      loader = new DataLoader((names) => this.destinationsService.packageCounts(names));
      this.counts.set(req, loader);
    }
    return loader.load(destination.name);
  }
}
