import { Field, Float, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsEmail,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { RegisterInput } from '../auth/auth.inputs.js';
import { Trim, TrimAll } from '../common/transforms.js';
import { RequiredText, WholeNumberIn } from '../common/validators.js';
import { MAX_HOTEL_PHOTOS } from './hotel.model.js';

export const MAX_DISTANCE_M = 1_000_000;

export const HotelMsg = {
  NAME_REQUIRED: 'Hotel name is required.',
  TYPE_REQUIRED: 'Hotel type is required.',
  ADDRESS_REQUIRED: 'Address is required.',
  COUNTRY_REQUIRED: 'Country is required.',
  CITY_REQUIRED: 'City is required.',
  POSTAL_CODE_REQUIRED: 'Postal code is required.',
  EMAIL_REQUIRED: 'Email is required.',
  EMAIL_INVALID: 'Enter a valid email address.',
  PHONE_REQUIRED: 'Phone number is required.',
  PHONE_INVALID: 'Enter a valid phone number, for example +27 82 555 0123.',
  DESCRIPTION_REQUIRED: 'Description is required.',
  RATING_REQUIRED: 'Rating is required.',
  RATING_RANGE: 'Rating must be between 0 and 5.',
  DISTANCE_INVALID: 'Distance from the centre must be a whole number of metres.',
  DISTANCE_RANGE: `Distance from the centre must be between 0 and ${MAX_DISTANCE_M} metres.`,
  PHOTOS_LIST: 'Photos must be a list of image addresses.',
  PHOTOS_MAX: `You can upload a maximum of ${MAX_HOTEL_PHOTOS} photos.`,
  PHOTO_URL: 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or http(s):// addresses.',
  HOTEL_REQUIRED: 'The hotel details are required.',
} as const;

/**
 * Photos the platform can show: our own uploads endpoint (/uploads/<random name>), the demo photos the
 * web app ships (/photos/...), or an absolute http(s) address. Anything else (javascript:, data:,
 * relative paths that climb out with ..) is refused.
 */
export const HOTEL_PHOTO_URL = /^(\/(uploads|photos)\/[A-Za-z0-9_-][A-Za-z0-9._-]*|https?:\/\/[^\s<>"'\\]+)$/;

// class-validator runs a property's decorators bottom-up and the pipe stops at the first error, so
// the "is required" check sits closest to the property and answers a missing field.
@InputType({ description: 'The hotel form (create and edit): every field is required (admin portal §5).' })
export class HotelInput {
  @Field()
  @RequiredText('Hotel name', 200, HotelMsg.NAME_REQUIRED)
  name: string;

  @Field({ description: 'Free text: Hotel, Resort, Lodge, Guest House ...' })
  @RequiredText('Hotel type', 60, HotelMsg.TYPE_REQUIRED)
  type: string;

  @Field()
  @RequiredText('Address', 300, HotelMsg.ADDRESS_REQUIRED)
  address: string;

  @Field()
  @RequiredText('Country', 80, HotelMsg.COUNTRY_REQUIRED)
  country: string;

  @Field()
  @RequiredText('City', 80, HotelMsg.CITY_REQUIRED)
  city: string;

  @Field()
  @RequiredText('Postal code', 20, HotelMsg.POSTAL_CODE_REQUIRED)
  postalCode: string;

  @Field()
  @MaxLength(254, { message: HotelMsg.EMAIL_INVALID })
  @IsEmail({}, { message: HotelMsg.EMAIL_INVALID })
  @IsNotEmpty({ message: HotelMsg.EMAIL_REQUIRED })
  @IsString({ message: HotelMsg.EMAIL_REQUIRED })
  @Trim()
  email: string;

  @Field()
  @Matches(/^\+?[0-9][0-9 ()-]{6,19}$/, { message: HotelMsg.PHONE_INVALID })
  @IsNotEmpty({ message: HotelMsg.PHONE_REQUIRED })
  @IsString({ message: HotelMsg.PHONE_REQUIRED })
  @Trim()
  phone: string;

  @Field(() => [String], { description: `Photo URLs (uploads or http(s)), at most ${MAX_HOTEL_PHOTOS}.` })
  @Matches(HOTEL_PHOTO_URL, { each: true, message: HotelMsg.PHOTO_URL })
  @MaxLength(2048, { each: true, message: HotelMsg.PHOTO_URL })
  @IsString({ each: true, message: HotelMsg.PHOTO_URL })
  @ArrayMaxSize(MAX_HOTEL_PHOTOS, { message: HotelMsg.PHOTOS_MAX })
  @IsArray({ message: HotelMsg.PHOTOS_LIST })
  @TrimAll()
  photos: string[];

  @Field()
  @RequiredText('Description', 5000, HotelMsg.DESCRIPTION_REQUIRED)
  description: string;

  @Field(() => Float, { description: '0 to 5.' })
  @Max(5, { message: HotelMsg.RATING_RANGE })
  @Min(0, { message: HotelMsg.RATING_RANGE })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: HotelMsg.RATING_REQUIRED })
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
