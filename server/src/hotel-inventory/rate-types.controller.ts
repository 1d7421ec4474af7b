import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { ApiListQuery, RATE_TYPE_NUMBERS, deleted, fromRestBody, hotelIdQuery, toRestRateType } from './inventory.rest.js';
import { HotelRateTypeInput, RateTypeInput } from './rate.inputs.js';
import { type EntityId, IdParam } from '../common/entity-id.js';
import { RATE_TYPE_NOT_FOUND, RateTypeIdPipe, RateTypesService } from './rate-types.service.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

/** The spec's rate type paths; owner only, reads included. The description sent is ignored (the preset's wins). */
@ApiTags('rate types')
@Controller('ratetypes')
@UseInterceptors(RequiredFieldsInterceptor)
@ApiBearerAuth()
export class RateTypesController {
  constructor(private readonly service: RateTypesService) {}

  @Allow(Permission.ManageHotelInventory)
  @Get()
  @ApiOperation({ summary: "A hotel's rate types (query hotelId)." })
  @ApiListQuery('hotelId', true, "The hotel's id.")
  async list(@Query('hotelId') hotelId: unknown, @CurrentUser() user: AuthUser) {
    return (await this.service.listByHotel(user, hotelIdQuery(hotelId))).map(toRestRateType);
  }

  @Allow(Permission.ManageHotelInventory)
  @Get(':id')
  async one(@IdParam(RateTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    const found = await this.service.findById(user, id);
    if (!found) throw notFound(RATE_TYPE_NOT_FOUND);
    return toRestRateType(found);
  }

  @Allow(Permission.ManageHotelInventory)
  @Post()
  @ApiBody({ type: RateTypeInput, description: "The spec's body: hotel, name, singleRate, doubleRate, groupRate (roomType for the room type; the description is always the preset's)." })
  @ApiOperation({
    summary:
      'Body: hotel, roomType, name (a preset), singleRate, doubleRate, groupRate, active. Without roomType (the spec\'s body) ' +
      'the rate type is created for every room type of the hotel and the answer is the list. 409 when a room type already has that name.',
  })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const plain = fromRestBody(body, RATE_TYPE_NUMBERS, ['description']);
    if (plain.roomTypeId === undefined) {
      // The spec's body (no room type): one rate type per room type of the hotel, answered as a list.
      const input = await validateInput(HotelRateTypeInput, plain);
      return (await this.service.createForEveryRoomType(user, input)).map(toRestRateType);
    }
    const input = await validateInput(RateTypeInput, plain);
    return toRestRateType(await this.service.create(user, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Put(':id')
  @ApiBody({ type: RateTypeInput, description: 'The same fields as POST; without hotel or roomType the rate type keeps its own.' })
  @ApiOperation({ summary: "Same body as POST; the hotel must be the rate type's own. Without hotel or roomType, the rate type keeps its own." })
  async update(@IdParam(RateTypeIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const plain = fromRestBody(body, RATE_TYPE_NUMBERS, ['description']);
    // The spec's PUT sends "the same fields" as its POST, which has no room type (and maybe no hotel): the
    // rate type keeps its own. Ownership is checked by findById (FORBIDDEN for another manager's).
    if (plain.roomTypeId === undefined || plain.hotelId === undefined) {
      const existing = await this.service.findById(user, id);
      if (!existing) throw notFound(RATE_TYPE_NOT_FOUND);
      plain.roomTypeId ??= existing.roomTypeId;
      plain.hotelId ??= existing.hotelId;
    }
    const input = await validateInput(RateTypeInput, plain);
    return toRestRateType(await this.service.update(user, id, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete(':id')
  async remove(@IdParam(RateTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Rate Type');
  }
}
