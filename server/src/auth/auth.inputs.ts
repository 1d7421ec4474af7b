import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../common/transforms.js';

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters and include a letter and a number.';

// class-validator runs a property's decorators bottom-up and we stop at the first error, so the
// "is required" checks sit closest to the property.
@InputType({ description: 'The spec body of POST /api/auth/login.' })
export class LoginInput {
  @Field()
  @ApiProperty({ example: 'traveller' })
  @Trim()
  @MaxLength(254, { message: 'Username is too long.' })
  @IsString({ message: 'Username must be text.' })
  @IsNotEmpty({ message: 'Username is required.' })
  username: string;

  @Field()
  @ApiProperty({ example: 'Password123!' })
  @MaxLength(128, { message: 'Password is too long.' })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Password is required.' })
  password: string;
}

@InputType({ description: 'The spec body of POST /api/auth/register. Every field is required.' })
export class RegisterInput {
  @Field()
  @ApiProperty({ example: 'thandi.m', description: '3–30 letters, numbers, dots, dashes or underscores.' })
  @Trim()
  @Matches(/^[A-Za-z0-9._-]{3,30}$/, {
    message: 'Username must be 3 to 30 letters, numbers, dots, dashes or underscores.',
  })
  @IsString({ message: 'Username must be text.' })
  @IsNotEmpty({ message: 'Username is required.' })
  username: string;

  @Field()
  @ApiProperty({ example: 'Safari2026!', description: 'At least 8 characters with a letter and a number.' })
  @MinLength(8, { message: PASSWORD_RULE_MESSAGE })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  @Matches(/^(?=.*\p{L})(?=.*\p{N}).*$/u, { message: PASSWORD_RULE_MESSAGE })
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Password is required.' })
  password: string;

  @Field()
  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @MaxLength(254, { message: 'Enter a valid email address.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: 'Email is required.' })
  email: string;

  @Field()
  @ApiProperty({ example: '+27 82 555 0123' })
  @Trim()
  @Matches(/^\+?[0-9][0-9 ()-]{6,19}$/, { message: 'Enter a valid phone number, for example +27 82 555 0123.' })
  @IsString({ message: 'Phone number must be text.' })
  @IsNotEmpty({ message: 'Phone number is required.' })
  phone: string;

  @Field()
  @ApiProperty({ example: 'South Africa' })
  @Trim()
  @MaxLength(80, { message: 'Country must be at most 80 characters.' })
  @IsString({ message: 'Country must be text.' })
  @IsNotEmpty({ message: 'Country is required.' })
  country: string;

  @Field()
  @ApiProperty({ example: 'Durban' })
  @Trim()
  @MaxLength(80, { message: 'City must be at most 80 characters.' })
  @IsString({ message: 'City must be text.' })
  @IsNotEmpty({ message: 'City is required.' })
  city: string;
}
