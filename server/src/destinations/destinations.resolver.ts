import { Query, Resolver } from '@nestjs/graphql';
import { Public } from '../auth/decorators.js';
import { Destination } from './destination.model.js';
import { DestinationsService } from './destinations.service.js';

@Resolver(() => Destination)
export class DestinationsResolver {
  constructor(private readonly destinationsService: DestinationsService) {}

  @Public()
  @Query(() => [Destination], { description: 'Destinations in the order of the home page select.' })
  destinations(): Promise<Destination[]> {
    return this.destinationsService.list();
  }
}
