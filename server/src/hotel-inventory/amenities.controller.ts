import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { type EntityId, IdParam, parseEntityId } from '../common/entity-id.js';
import { AmenitiesService, AMENITY_NOT_FOUND, AmenityIdPipe } from './amenities.service.js';
import { CreateAmenityInput, UpdateAmenityInput } from './amenity.inputs.js';
import { ApiListQuery, deleted, fromRestBody, hotelIdQuery, toRestAmenity } from './inventory.rest.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

@ApiTags('amenities')
@Controller('amenities')
@UseInterceptors(RequiredFieldsInterceptor)
export class AmenitiesController {
  constructor(private readonly service: AmenitiesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "A hotel's amenities (query hotelId)." })
  @ApiListQuery('hotelId', true, "The hotel's id.")
  async list(@Query('hotelId') hotelId: unknown, @CurrentUser() viewer: AuthUser | undefined) {
    const id = parseEntityId(hotelIdQuery(hotelId));
    return id ? (await this.service.listByHotel(id, viewer)).map(toRestAmenity) : [];
  }

  @Public()
  @Get(':id')
  async one(@IdParam(AmenityIdPipe) id: EntityId, @CurrentUser() viewer: AuthUser | undefined) {
    const found = await this.service.findById(id, viewer);
    if (!found) throw notFound(AMENITY_NOT_FOUND);
    return toRestAmenity(found);
  }

  @Allow(Permission.ManageHotelInventory)
  @Post()
  @ApiBody({ type: CreateAmenityInput, description: "Also accepts the spec's hotel for hotelId." })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: hotel, name, description.' })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(CreateAmenityInput, fromRestBody(body, []));
    return toRestAmenity(await this.service.create(user, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Put(':id')
  @ApiBody({ type: UpdateAmenityInput })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: name, description (the hotel never changes).' })
  async update(@IdParam(AmenityIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(UpdateAmenityInput, fromRestBody(body, [], ['hotelId']));
    return toRestAmenity(await this.service.update(user, id, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete(':id')
  @ApiBearerAuth()
  async remove(@IdParam(AmenityIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Amenity');
  }
}
