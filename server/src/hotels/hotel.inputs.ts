import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { HOTEL_PHOTO_URL, HOTEL_RATING_RANGE, HotelLimits, HotelMessages, MAX_DISTANCE_M, MAX_PHOTO_URL_LENGTH, MAX_PHOTOS } from '@travel/contract';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, Max, Min, ValidateNested } from 'class-validator';
import { RegisterInput } from '../auth/auth.inputs.js';
import { EmailAddress, PhoneNumber, PhotoUrls, RequiredText, WholeNumberIn } from '../common/validators.js';

export { HOTEL_PHOTO_URL, MAX_DISTANCE_M } from '@travel/contract';

/** The hotel form's messages: the contract's, which the hotel forms show too. */
export const HotelMsg = HotelMessages;

const L = HotelLimits;

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error, so
// the "is required" check sits closest to the property and answers a missing field.
@InputType({ description: 'The hotel form (create and edit): every field is required (admin portal §5).' })
export class HotelInput {
  @Field()
  @RequiredText('Hotel name', L.name, HotelMsg.NAME_REQUIRED)
  name: string;

  @Field({ description: 'Free text: Hotel, Resort, Lodge, Guest House ...' })
  @RequiredText('Hotel type', L.type, HotelMsg.TYPE_REQUIRED)
  type: string;

  @Field()
  @RequiredText('Address', L.address, HotelMsg.ADDRESS_REQUIRED)
  address: string;

  @Field()
  @RequiredText('Country', L.country, HotelMsg.COUNTRY_REQUIRED)
  country: string;

  @Field()
  @RequiredText('City', L.city, HotelMsg.CITY_REQUIRED)
  city: string;

  @Field()
  @RequiredText('Postal code', L.postalCode, HotelMsg.POSTAL_CODE_REQUIRED)
  postalCode: string;

  @Field()
  @EmailAddress()
  email: string;

  @Field()
  @PhoneNumber()
  phone: string;

  @Field(() => [String], { description: `Photo URLs (uploads or http(s)), at most ${MAX_PHOTOS}.` })
  @PhotoUrls({ pattern: HOTEL_PHOTO_URL, message: HotelMsg.PHOTO_URL, notList: HotelMsg.PHOTOS_LIST, maxUrlLength: MAX_PHOTO_URL_LENGTH, trim: true })
  photos: string[];

  @Field()
  @RequiredText('Description', L.description, HotelMsg.DESCRIPTION_REQUIRED)
  description: string;

  @Field(() => Float, { description: '0 to 5.' })
  @Max(HOTEL_RATING_RANGE.max, { message: HotelMsg.RATING_RANGE })
  @Min(HOTEL_RATING_RANGE.min, { message: HotelMsg.RATING_RANGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: HotelMsg.RATING_NUMBER })
  @IsDefined({ message: HotelMsg.RATING_REQUIRED })
  rating: number;

  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Distance from the city centre in metres (default 0).' })
  // Optional in the contract: an explicit null means "not given", i.e. 0.
  @Transform(({ value }: { value: unknown }) => value ?? 0)
  @WholeNumberIn(0, MAX_DISTANCE_M, { notWhole: HotelMsg.DISTANCE_INVALID, tooLow: HotelMsg.DISTANCE_RANGE, tooHigh: HotelMsg.DISTANCE_RANGE })
  distanceFromCentreM: number = 0;
}

/**
 * /addhotel: a hotel manager account (the same fields, rules and messages as register) and its
 * first hotel, created together or not at all.
 */
@InputType({ description: 'Register an establishment: the manager account (as register) and its hotel.' })
export class RegisterEstablishmentInput extends RegisterInput {
  @Field(() => HotelInput)
  @ValidateNested()
  @Type(() => HotelInput)
  @IsObject({ message: HotelMsg.HOTEL_REQUIRED })
  hotel: HotelInput;
}
