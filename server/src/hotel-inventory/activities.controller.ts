import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { type EntityId, IdParam, parseEntityId } from '../common/entity-id.js';
import { ActivitiesService, ACTIVITY_NOT_FOUND, ActivityIdPipe } from './activities.service.js';
import { CreateActivityInput, UpdateActivityInput } from './activity.inputs.js';
import { ApiListQuery, deleted, fromRestActivityBody, toRestActivity } from './inventory.rest.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

@ApiTags('activities')
@Controller('activities')
@UseInterceptors(RequiredFieldsInterceptor)
export class ActivitiesController {
  constructor(private readonly service: ActivitiesService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: "Activities: a hotel's with query hotelId, every hotel's (at most 1000) without." })
  @ApiListQuery('hotelId', false, "One hotel's activities; without it, every hotel's.")
  async list(@Query('hotelId') hotelId: unknown, @CurrentUser() viewer: AuthUser | undefined) {
    if (typeof hotelId !== 'string' || hotelId.trim() === '') return (await this.service.listAll(viewer)).map(toRestActivity);
    // An id that names no hotel (malformed included) lists nothing.
    const id = parseEntityId(hotelId.trim());
    const list = id ? await this.service.listByHotel(id, viewer) : [];
    return list.map(toRestActivity);
  }

  @Public()
  @Get(':id')
  async one(@IdParam(ActivityIdPipe) id: EntityId, @CurrentUser() viewer: AuthUser | undefined) {
    const found = await this.service.findById(id, viewer);
    if (!found) throw notFound(ACTIVITY_NOT_FOUND);
    return toRestActivity(found);
  }

  @Allow(Permission.ManageHotelInventory)
  @Post()
  @ApiBody({ type: CreateActivityInput, description: 'Also accepts the spec\'s hotel; price as text ("R 950", "Free").' })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: hotel, name, description, duration, maxParticipants, price (text: "R 950", "950", "Free"; answered as text).' })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(CreateActivityInput, fromRestActivityBody(body));
    return toRestActivity(await this.service.create(user, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Put(':id')
  @ApiBody({ type: UpdateActivityInput })
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Body: name, description, duration, maxParticipants, price (the hotel never changes).' })
  async update(@IdParam(ActivityIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const input = await validateInput(UpdateActivityInput, fromRestActivityBody(body, ['hotelId']));
    return toRestActivity(await this.service.update(user, id, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete(':id')
  @ApiBearerAuth()
  async remove(@IdParam(ActivityIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Activity');
  }
}
