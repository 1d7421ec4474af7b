import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientAddress } from '../auth/client-address.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { BookingInput, BookingsArgs } from './booking.inputs.js';
import { Booking } from './booking.model.js';
import { BookingsService } from './bookings.service.js';

@Resolver(() => Booking)
export class BookingsResolver {
  constructor(private readonly bookingsService: BookingsService) {}

  @Public()
  @Mutation(() => Booking, { description: 'Sends a booking request; a signed-in caller sees it later in myBookings.' })
  requestBooking(
    @Args('input') input: BookingInput,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @ClientAddress() clientAddress: string | null,
    @CurrentUser() user?: AuthUser,
  ): Promise<Booking> {
    return this.bookingsService.request(input, { user, clientAddress }, idempotency);
  }

  @Allow(Permission.ReadOwnBookings)
  @Query(() => [Booking], { description: "The signed-in user's own booking requests, newest first." })
  myBookings(@CurrentUser() user: AuthUser): Promise<Booking[]> {
    return this.bookingsService.listForUser(user.id);
  }

  @Allow(Permission.WorkInbox)
  @Query(() => [Booking], { description: 'All booking requests, newest first (agency admins and staff).' })
  bookings(@Args() args: BookingsArgs): Promise<Booking[]> {
    return this.bookingsService.list(args);
  }
}
