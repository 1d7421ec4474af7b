import { Body, Controller, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientAddress } from '../auth/client-address.js';
import { CurrentUser, Public } from '../auth/decorators.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { validateInput } from '../common/validation.js';
import { BookingInput } from './booking.inputs.js';
import type { Booking } from './booking.model.js';
import { BookingsService } from './bookings.service.js';
import { fromRestBookingBody, restBookingAnswer } from './rest-booking-body.js';

type Plain = Record<string, unknown>;

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
    @ClientAddress() clientAddress: string | null,
    @CurrentUser() user?: AuthUser,
  ): Promise<Booking & { _id: string; message: string }> {
    const input = await validateInput(BookingInput, fromRestBookingBody(body));
    const booking = await this.bookingsService.request(input, { user, clientAddress }, idempotency);
    return restBookingAnswer(booking);
  }
}
