import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { ApiListQuery, ROOM_TYPE_NUMBERS, deleted, fromRestBody, hotelIdQuery, toRestRateType, toRestRoomType } from './inventory.rest.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { CreateRoomTypeInput, UpdateRoomTypeInput } from './room-type.inputs.js';
import { type EntityId, IdParam, parseEntityId } from '../common/entity-id.js';
import { ROOM_TYPE_NOT_FOUND, RoomTypeIdPipe, RoomTypesService } from './room-types.service.js';

/**
 * The spec's room type paths. Express matches paths case-insensitively, so the rooms and rates
 * pages' GET /roomTypes reaches the same handler as GET /roomtypes.
 */
@ApiTags('room types')
@Controller()
@UseInterceptors(RequiredFieldsInterceptor)
export class RoomTypesController {
  constructor(private readonly service: RoomTypesService) {}

  @Public()
  @Get('roomtypes')
  @ApiOperation({ summary: "A hotel's room types (query hotelId); also GET /roomTypes." })
  @ApiListQuery('hotelId', true, "The hotel's id.")
  async list(@Query('hotelId') hotelId: unknown, @CurrentUser() viewer: AuthUser | undefined) {
    const id = parseEntityId(hotelIdQuery(hotelId));
    return id ? (await this.service.listByHotel(id, viewer)).map(toRestRoomType) : [];
  }

  @Allow(Permission.ManageHotelInventory)
  @Get('roomtypesrates')
  @ApiBearerAuth()
  @ApiOperation({ summary: "A hotel's room types, each with its rate types (owner only)." })
  @ApiListQuery('hotelId', true, "The hotel's id.")
  async withRates(@Query('hotelId') hotelId: unknown, @CurrentUser() user: AuthUser) {
    const types = await this.service.listWithRateTypes(user, hotelIdQuery(hotelId));
    return types.map(({ rateTypes, ...t }) => ({ ...toRestRoomType(t), rateTypes: rateTypes.map(toRestRateType) }));
  }

  @Public()
  @Get('roomtypes/:id')
  async one(@IdParam(RoomTypeIdPipe) id: EntityId, @CurrentUser() viewer: AuthUser | undefined) {
    const found = await this.service.findById(id, viewer);
    if (!found) throw notFound(ROOM_TYPE_NOT_FOUND);
    return toRestRoomType(found);
  }

  @Allow(Permission.ManageHotelInventory)
  @Post('roomtypes')
  @ApiBody({ type: CreateRoomTypeInput, description: "Also accepts the spec's hotel; numbers may be numeric strings." })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: hotel, name, description, capacity, baseRate, amenities, photos.' })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(CreateRoomTypeInput, fromRestBody(body, ROOM_TYPE_NUMBERS));
    return toRestRoomType(await this.service.create(user, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Put('roomtypes/:id')
  @ApiBody({ type: UpdateRoomTypeInput })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: name, capacity, baseRate, description, amenities, photos (the hotel never changes).' })
  async update(@IdParam(RoomTypeIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(UpdateRoomTypeInput, fromRestBody(body, ROOM_TYPE_NUMBERS, ['hotelId']));
    return toRestRoomType(await this.service.update(user, id, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete('roomtypes/:id')
  @ApiBearerAuth()
  async remove(@IdParam(RoomTypeIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Room type');
  }
}
