import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators.js';
import { Destination } from './destination.model.js';
import { DestinationsService } from './destinations.service.js';

@ApiTags('destinations')
@Controller('destinations')
export class DestinationsController {
  constructor(private readonly destinations: DestinationsService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: [Destination] })
  list(): Promise<Destination[]> {
    return this.destinations.listWithCounts();
  }
}
