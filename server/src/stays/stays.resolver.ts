import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientAddress } from '../auth/client-address.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { Booking } from '../bookings/booking.model.js';
import { type EntityId } from '../common/entity-id.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { ReservationIdPipe, ReservationsService } from './reservations.service.js';
import { HotelReservationsArgs, ReserveStayInput, StayAvailabilityInput, StaySearchInput } from './stay.inputs.js';
import { HotelAvailability, StaySearchResult } from './stay.model.js';
import { StaysService } from './stays.service.js';

@Resolver()
export class StaysResolver {
  constructor(
    private readonly staysService: StaysService,
    private readonly reservationsService: ReservationsService,
  ) {}

  @Public()
  @Query(() => StaySearchResult, {
    description: 'Hotels of a city with a room type free for the party on every night, cheapest average night first.',
  })
  staySearch(@Args('input') input: StaySearchInput): Promise<StaySearchResult> {
    return this.staysService.search(input);
  }

  @Public()
  @Query(() => HotelAvailability, { description: 'Every room type of a hotel, priced night by night and checked for the party.' })
  stayAvailability(@Args('input') input: StayAvailabilityInput): Promise<HotelAvailability> {
    return this.staysService.availability(input);
  }

  @Allow(Permission.ManageReservations)
  @Query(() => [Booking], { description: "Stay reservations: a hotel manager's own hotels; every hotel for agency admins and staff." })
  hotelReservations(@Args() args: HotelReservationsArgs, @CurrentUser() user: AuthUser): Promise<Booking[]> {
    return this.reservationsService.list(args, user);
  }

  @Public()
  @Mutation(() => Booking, {
    description: 'Reserves rooms for a stay (status PENDING); CONFLICT when the last room was just taken.',
  })
  reserveStay(
    @Args('input') input: ReserveStayInput,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @ClientAddress() clientAddress: string | null,
    @CurrentUser() user?: AuthUser,
  ): Promise<Booking> {
    return this.reservationsService.reserve(input, { user, clientAddress }, idempotency);
  }

  @Allow(Permission.ManageReservations)
  @Mutation(() => Booking, { description: "PENDING → CONFIRMED, by the hotel's manager, an agency admin or staff." })
  confirmReservation(@Args('id', { type: () => ID }, ReservationIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<Booking> {
    return this.reservationsService.confirm(id, user);
  }

  @Allow(Permission.CancelReservation)
  @Mutation(() => Booking, {
    description: "PENDING/CONFIRMED → CANCELLED and the nights freed; by the hotel's side or the customer who reserved it.",
  })
  cancelReservation(@Args('id', { type: () => ID }, ReservationIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<Booking> {
    return this.reservationsService.cancel(id, user);
  }
}
