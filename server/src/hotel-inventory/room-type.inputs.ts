import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { MAX_PHOTOS } from '@travel/contract';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimAll } from '../common/transforms.js';
import { Amount, OptionalText, PhotoUrls, RequiredId, RequiredText, WholeNumber } from '../common/validators.js';

@InputType()
export class UpdateRoomTypeInput {
  @Field()
  @RequiredText('Name', 120)
  name: string;

  @Field(() => String, { nullable: true, defaultValue: '' })
  @OptionalText('Description', 5000)
  description?: string | null = '';

  @Field(() => Int, { description: 'Guests one room sleeps, 1 to 50.' })
  @WholeNumber('Capacity', 1, 50)
  capacity: number;

  @Field(() => Float, { description: 'Nightly price in rand when no dated rate applies.' })
  @Amount('Base rate', { required: true })
  baseRate: number;

  @Field(() => [String], { nullable: true, defaultValue: [], description: 'Trimmed; blank entries are dropped.' })
  // class-validator runs the bottom decorator first: the list check, then its size, then each entry.
  @MaxLength(100, { each: true, message: 'Each amenity must be at most 100 characters.' })
  @IsString({ each: true, message: 'Each amenity must be text.' })
  @ArrayMaxSize(50, { message: 'At most 50 amenities.' })
  @IsArray({ message: 'Amenities must be a list.' })
  @IsOptional()
  @TrimAll()
  amenities?: string[] | null = [];

  @Field(() => [String], { nullable: true, defaultValue: [], description: `Photo URLs, at most ${MAX_PHOTOS}.` })
  @PhotoUrls({ optional: true })
  photos?: string[] | null = [];
}

@InputType()
export class CreateRoomTypeInput extends UpdateRoomTypeInput {
  @Field(() => ID)
  @RequiredId('hotel')
  hotelId: string;
}
