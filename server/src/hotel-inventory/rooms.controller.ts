import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { ApiListQuery, ROOM_NUMBERS, deleted, fromRestBody, fromRestRoomNumbers, toRestRoom, type Plain } from './inventory.rest.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';
import { CreateRoomInput, UpdateRoomInput } from './room.inputs.js';
import { type EntityId, IdParam } from '../common/entity-id.js';
import { ROOM_NOT_FOUND, RoomIdPipe, RoomsService } from './rooms.service.js';

/** A rooms form body: the legacy roomNumbers objects split into numbers and per-number blocked nights. */
function roomBody(body: unknown, drop: string[] = []): { plain: Plain; byNumber?: Map<string, string[]> } {
  const plain = fromRestBody(body, ROOM_NUMBERS, drop);
  const { roomNumbers, byNumber } = fromRestRoomNumbers(plain.roomNumbers);
  if (plain.roomNumbers !== undefined) plain.roomNumbers = roomNumbers;
  return { plain, byNumber };
}

/** The spec's room paths; owner only, reads included (bearer token). */
@ApiTags('rooms')
@Controller('rooms')
@UseInterceptors(RequiredFieldsInterceptor)
@ApiBearerAuth()
export class RoomsController {
  constructor(private readonly service: RoomsService) {}

  @Allow(Permission.ManageHotelInventory)
  @Get()
  @ApiOperation({ summary: "Rooms of the caller's hotels (every hotel for an agency admin); optional query hotelId." })
  @ApiListQuery('hotelId', false, "One hotel's rooms; without it, every hotel the caller manages.")
  async list(@Query('hotelId') hotelId: unknown, @CurrentUser() user: AuthUser) {
    const rooms =
      typeof hotelId === 'string' && hotelId !== ''
        ? await this.service.listByHotel(user, hotelId)
        : await this.service.listManaged(user);
    return (await this.service.withUnits(rooms)).map(toRestRoom);
  }

  @Allow(Permission.ManageHotelInventory)
  @Get(':id')
  async one(@IdParam(RoomIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    const found = await this.service.findById(user, id);
    if (!found) throw notFound(ROOM_NOT_FOUND);
    return toRestRoom((await this.service.withUnits([found]))[0]!);
  }

  @Allow(Permission.ManageHotelInventory)
  @Post()
  @ApiBody({ type: CreateRoomInput, description: "Also accepts the spec's hotel and roomType; roomNumbers as a comma text or list." })
  @ApiOperation({ summary: 'Body: title, maxPeople, roomNumbers, hotel, roomType, active, unavailableDates.' })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const { plain, byNumber } = roomBody(body);
    const input = await validateInput(CreateRoomInput, plain);
    return toRestRoom(await this.service.create(user, input.hotelId, { ...input, unavailableDatesByNumber: byNumber }));
  }

  @Allow(Permission.ManageHotelInventory)
  @Put(':id')
  @ApiBody({ type: UpdateRoomInput, description: 'Same body as POST.' })
  @ApiOperation({ summary: 'Same body as POST; the hotel, when sent, must be the room\'s own.' })
  async update(@IdParam(RoomIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const { plain, byNumber } = roomBody(body);
    const { hotelId, ...rest } = plain;
    const input = await validateInput(UpdateRoomInput, rest);
    return toRestRoom(
      await this.service.update(user, id, {
        ...input,
        hotelId: typeof hotelId === 'string' ? hotelId : null,
        unavailableDatesByNumber: byNumber,
      }),
    );
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete(':id')
  async remove(@IdParam(RoomIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Room');
  }
}
