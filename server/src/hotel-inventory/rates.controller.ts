import { Body, Controller, Delete, Get, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { badInput, notFound } from '../common/errors.js';
import { toSouthAfricanCalendarDate } from '../common/calendar-date.js';
import { isLocalDate } from '../common/local-date.scalar.js';
import { LOCAL_DATE_MESSAGE } from '../common/validators.js';
import { validateInput } from '../common/validation.js';
import { ApiListQuery, RATE_NUMBERS, deleted, fromRestBody, hotelIdQuery, toRestRate } from './inventory.rest.js';
import { CreateRatesInput, UpdateRateInput } from './rate.inputs.js';
import { type EntityId, IdParam } from '../common/entity-id.js';
import { RATE_NOT_FOUND, RateIdPipe, RatesService } from './rates.service.js';
import { RequiredFieldsInterceptor } from './required-fields.interceptor.js';

const optionalDate = (given: unknown, field: string): string | undefined => {
  if (given === undefined) return undefined;
  const value = toSouthAfricanCalendarDate(given);
  if (!isLocalDate(value)) throw badInput(LOCAL_DATE_MESSAGE, { [field]: LOCAL_DATE_MESSAGE });
  return value;
};

/** The spec's rate paths; owner only, reads included. */
@ApiTags('rates')
@Controller('rates')
@UseInterceptors(RequiredFieldsInterceptor)
@ApiBearerAuth()
export class RatesController {
  constructor(private readonly service: RatesService) {}

  @Allow(Permission.ManageHotelInventory)
  @Get()
  @ApiOperation({ summary: "A hotel's rates (query hotelId; optional roomTypeId, fromDate, toDate), by date; at most 1000." })
  @ApiListQuery('hotelId', true, "The hotel's id.")
  @ApiListQuery('roomTypeId', false, 'Only this room type.')
  @ApiListQuery('fromDate', false, 'From this night (YYYY-MM-DD or an ISO date-time, read as the South African date).')
  @ApiListQuery('toDate', false, 'To this night, inclusive.')
  async list(
    @Query('hotelId') hotelId: unknown,
    @Query('roomTypeId') roomTypeId: unknown,
    @Query('fromDate') fromDate: unknown,
    @Query('toDate') toDate: unknown,
    @CurrentUser() user: AuthUser,
  ) {
    const rates = await this.service.list(user, {
      hotelId: hotelIdQuery(hotelId),
      roomTypeId: typeof roomTypeId === 'string' && roomTypeId !== '' ? roomTypeId : undefined,
      fromDate: optionalDate(fromDate, 'fromDate'),
      toDate: optionalDate(toDate, 'toDate'),
    });
    return rates.map(toRestRate);
  }

  @Allow(Permission.ManageHotelInventory)
  @Get(':id')
  async one(@IdParam(RateIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    const found = await this.service.findById(user, id);
    if (!found) throw notFound(RATE_NOT_FOUND);
    return toRestRate(found);
  }

  /**
   * The spec's form sends one `date` and gets the rate back; a range (fromDate, toDate) makes one
   * rate per night and answers the list.
   */
  @Allow(Permission.ManageHotelInventory)
  @Post()
  @ApiBody({ type: CreateRatesInput, description: "The spec's form sends one date (for fromDate); hotel, roomType, rateType for the ids." })
  @ApiOperation({ summary: 'Body: hotel, roomType, rateType, date (or fromDate and toDate), the STO and rack amounts.' })
  async create(@Body() body: unknown, @CurrentUser() user: AuthUser) {
    const { date, ...rest } = fromRestBody(body, RATE_NUMBERS);
    const single = date !== undefined && rest.fromDate === undefined && rest.toDate === undefined;
    const fromDate = rest.fromDate ?? (date === '' ? undefined : date);
    const input = await validateInput(CreateRatesInput, { ...rest, ...(fromDate !== undefined ? { fromDate } : {}) });
    const created = (await this.service.createRange(user, input)).map(toRestRate);
    return single ? created[0] : created;
  }

  @Allow(Permission.ManageHotelInventory)
  @Put(':id')
  @ApiBody({ type: UpdateRateInput })
  @ApiOperation({ summary: 'Body: roomType, rateType, date, the STO and rack amounts (the hotel never changes).' })
  async update(@IdParam(RateIdPipe) id: EntityId, @Body() body: unknown, @CurrentUser() user: AuthUser) {
    const plain = fromRestBody(body, RATE_NUMBERS, ['hotelId']);
    if (plain.date === '') delete plain.date;
    const input = await validateInput(UpdateRateInput, plain);
    return toRestRate(await this.service.update(user, id, input));
  }

  @Allow(Permission.ManageHotelInventory)
  @Delete(':id')
  async remove(@IdParam(RateIdPipe) id: EntityId, @CurrentUser() user: AuthUser) {
    await this.service.delete(user, id);
    return deleted(id, 'Rate');
  }
}
