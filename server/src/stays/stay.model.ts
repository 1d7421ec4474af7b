import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { LocalDate } from '../common/local-date.scalar.js';
import { RoomType } from '../hotel-inventory/room-type.model.js';
import { Hotel } from '../hotels/hotel.model.js';

@ObjectType({ description: 'The price of one room for one night of a stay, and the rate it came from.' })
export class NightPrice {
  @Field(() => LocalDate)
  date: string;

  @Field(() => Float, { description: 'Rand, per room.' })
  price: number;

  @Field({ description: 'A rate type name (e.g. "Weekend Rate"), "Rate" for a dated rate without a type, or "Base rate".' })
  source: string;
}

@ObjectType({ description: 'A priced night of a reserved stay, as quoted when it was reserved.' })
export class StayNight {
  @Field(() => LocalDate)
  date: string;

  @Field(() => Float, { description: 'Rand, per room.' })
  price: number;

  @Field()
  source: string;
}

@ObjectType({ description: 'A hotel in the stay search, with its cheapest room type available for the party.' })
export class StayOffer {
  @Field(() => Hotel)
  hotel: Hotel;

  @Field(() => ID)
  cheapestRoomTypeId: string;

  @Field(() => Float, { description: 'Average price per night and room of the cheapest available room type, rand.' })
  cheapestNightly: number;

  @Field(() => Float, { description: "That room type's total for all nights and all rooms, rand." })
  cheapestTotal: number;

  @Field(() => Int)
  nights: number;
}

@ObjectType()
export class StaySearchResult {
  @Field(() => [StayOffer])
  items: StayOffer[];

  @Field(() => Int)
  total: number;

  @Field(() => Int)
  page: number;

  @Field(() => Int)
  totalPages: number;
}

@ObjectType({ description: 'One room type of a hotel, priced and checked for the requested stay.' })
export class RoomTypeAvailability {
  @Field(() => RoomType)
  roomType: RoomType;

  @Field()
  available: boolean;

  @Field(() => Int, { description: 'Rooms of this type free on every night that sleep the party per room.' })
  unitsFree: number;

  @Field(() => String, { nullable: true, description: 'Why it cannot be reserved, when it cannot.' })
  reason: string | null;

  @Field(() => [NightPrice], { description: 'Per room, one per night of the stay.' })
  nights: NightPrice[];

  @Field(() => Float, { description: 'Average per night and room, rand.' })
  nightly: number;

  @Field(() => Float, { description: 'Sum of the nights × rooms, rand.' })
  total: number;
}

@ObjectType()
export class HotelAvailability {
  @Field(() => Hotel)
  hotel: Hotel;

  @Field(() => LocalDate)
  checkIn: string;

  @Field(() => LocalDate)
  checkOut: string;

  @Field(() => Int)
  nights: number;

  @Field(() => Int)
  adults: number;

  @Field(() => Int)
  children: number;

  @Field(() => Int)
  rooms: number;

  @Field(() => [RoomTypeAvailability])
  roomTypes: RoomTypeAvailability[];
}
