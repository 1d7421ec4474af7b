import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { MAX_PHOTOS } from '@travel/contract';

export const HotelReviewStatus = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export type HotelReviewStatus = (typeof HotelReviewStatus)[keyof typeof HotelReviewStatus];
registerEnumType(HotelReviewStatus, {
  name: 'HotelReviewStatus',
  description: 'Whether an agency admin has reviewed a hotel its manager registered; only APPROVED hotels are public.',
});

/**
 * An establishment on the platform. Its room types, amenities and activities are public nested
 * fields (resolved in batches by HotelsResolver); everything non-public under a hotel has its own
 * owner-checked queries.
 */
@ObjectType({ description: 'A hotel, lodge, guest house ... (REST: desc = description, distance = distanceFromCentreM).' })
export class Hotel {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'Free text: Hotel, Resort, Lodge, Guest House ...' })
  type: string;

  @Field()
  address: string;

  @Field()
  country: string;

  @Field()
  city: string;

  @Field()
  postalCode: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field(() => [String], { description: `Photo URLs, at most ${MAX_PHOTOS}; the first is the cover.` })
  photos: string[];

  @Field()
  description: string;

  @Field(() => Float, { description: '0 to 5.' })
  rating: number;

  @Field(() => Int, { description: 'Distance from the city centre in metres.' })
  distanceFromCentreM: number;

  @Field(() => HotelReviewStatus, { description: 'PENDING until an agency admin approves or rejects a hotel its manager registered.' })
  reviewStatus: HotelReviewStatus;
}

@ObjectType({ description: 'A hotel manager account and the hotels in its list (agency admin view).' })
export class HotelManagerAccount {
  @Field(() => ID)
  id: string;

  @Field()
  username: string;

  @Field()
  email: string;

  @Field(() => [ID])
  hotelIds: string[];
}
