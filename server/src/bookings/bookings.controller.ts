import { Body, Controller, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public } from '../auth/decorators.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { validateInput } from '../common/validation.js';
import { BookingInput } from './booking.inputs.js';
import type { Booking } from './booking.model.js';
import { BookingsService } from './bookings.service.js';

type Plain = Record<string, unknown>;

const omit = (value: Plain, keys: string[]): Plain => Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));

/**
 * The booking form's field names (spec: full name, departure, return, special requests and hidden
 * package fields) → BookingInput. Hidden fields such as the adult price are dropped: the server
 * prices the request from the package itself.
 */
export function fromRestBookingBody(body: Plain): Plain {
  const { name, departure, return: returnDate, message, package: pkg, ...withHidden } = body;
  const rest = omit(withHidden, ['packageName', 'country', 'type', 'adultPrice']);
  return {
    ...rest,
    ...(rest.fullName === undefined && name !== undefined ? { fullName: name } : {}),
    ...(rest.departureDate === undefined && departure !== undefined ? { departureDate: departure } : {}),
    ...(rest.returnDate === undefined && returnDate !== undefined ? { returnDate } : {}),
    ...(rest.specialRequests === undefined && message !== undefined ? { specialRequests: message } : {}),
    ...(rest.packageId === undefined && pkg !== undefined ? { packageId: pkg } : {}),
    ...(typeof rest.guests === 'string' && /^\d+$/.test(rest.guests) ? { guests: Number(rest.guests) } : {}),
  };
}

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookingsService: BookingsService) {}

  @Public()
  @Post()
  @ApiBody({ type: BookingInput, description: 'Also accepts name, departure, return and message.' })
  @ApiCreatedResponse({ description: 'The stored request with its reference and status PENDING.' })
  async create(
    @Body() body: Plain,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @CurrentUser() user?: AuthUser,
  ): Promise<Booking & { _id: string; message: string }> {
    const input = await validateInput(BookingInput, fromRestBookingBody(body));
    const booking = await this.bookingsService.request(input, user, idempotency);
    return { _id: booking.id, ...booking, message: 'Booking request received.' };
  }
}
