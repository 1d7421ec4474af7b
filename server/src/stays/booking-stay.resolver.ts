import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { Role } from '../auth/role.js';
import { Booking } from '../bookings/booking.model.js';
import { StayLoadersFactory } from './stay-loaders.js';
import { StayNight } from './stay.model.js';

/** The stay-only fields of Booking. */
@Resolver(() => Booking)
export class BookingStayFieldsResolver {
  constructor(private readonly loaders: StayLoadersFactory) {}

  @ResolveField(() => [StayNight], { nullable: true, description: 'Stays only: the priced nights per room, as quoted when reserved.' })
  async nights(@Parent() booking: Booking, @Context('req') req: Request): Promise<StayNight[] | null> {
    if (booking.kind !== 'STAY') return null;
    return this.loaders.for(req).nights.load(booking.id);
  }

  @ResolveField(() => [String], {
    nullable: true,
    description: "Stays only: the room numbers held. Only the hotel's managers, agency admins and staff see them; null for anyone else.",
  })
  async roomNumbers(@Parent() booking: Booking, @Context('req') req: Request): Promise<string[] | null> {
    if (booking.kind !== 'STAY') return null;
    const user = req.user as AuthUser | undefined;
    if (!user) return null;
    const loaders = this.loaders.for(req);
    if (user.role !== Role.STAFF && user.role !== Role.AGENCY_ADMIN) {
      if (user.role !== Role.HOTEL_MANAGER || booking.hotelId === null) return null;
      const managed = await loaders.managedHotels(user);
      if (managed !== null && !managed.includes(booking.hotelId)) return null;
    }
    return loaders.roomNumbers.load(booking.id);
  }
}
