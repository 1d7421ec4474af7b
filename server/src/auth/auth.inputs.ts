import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../common/transforms.js';

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters and include a letter and a number.';

@InputType({ description: 'The spec body of POST /api/auth/login.' })
export class LoginInput {
  @Field()
  @ApiProperty({ example: 'traveller' })
  @Trim()
  @IsString({ message: 'Username is required.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @MaxLength(254, { message: 'Username is too long.' })
  username: string;

  @Field()
  @ApiProperty({ example: 'Password123!' })
  @IsString({ message: 'Password is required.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(128, { message: 'Password is too long.' })
  password: string;
}

@InputType({ description: 'The spec body of POST /api/auth/register. Every field is required.' })
export class RegisterInput {
  @Field()
  @ApiProperty({ example: 'thandi.m', description: '3–30 letters, numbers, dots, dashes or underscores.' })
  @Trim()
  @IsString({ message: 'Username is required.' })
  @IsNotEmpty({ message: 'Username is required.' })
  @Matches(/^[A-Za-z0-9._-]{3,30}$/, {
    message: 'Username must be 3 to 30 letters, numbers, dots, dashes or underscores.',
  })
  username: string;

  @Field()
  @ApiProperty({ example: 'Safari2026!', description: 'At least 8 characters with a letter and a number.' })
  @IsString({ message: 'Password is required.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MinLength(8, { message: PASSWORD_RULE_MESSAGE })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  @Matches(/^(?=.*\p{L})(?=.*\p{N}).*$/u, { message: PASSWORD_RULE_MESSAGE })
  password: string;

  @Field()
  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @IsString({ message: 'Email is required.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(254, { message: 'Enter a valid email address.' })
  @IsEmail({}, { message: 'Enter a valid email address.' })
  email: string;

  @Field()
  @ApiProperty({ example: '+27 82 555 0123' })
  @Trim()
  @IsString({ message: 'Phone number is required.' })
  @IsNotEmpty({ message: 'Phone number is required.' })
  @Matches(/^\+?[0-9][0-9 ()-]{6,19}$/, { message: 'Enter a valid phone number, for example +27 82 555 0123.' })
  phone: string;

  @Field()
  @ApiProperty({ example: 'South Africa' })
  @Trim()
  @IsString({ message: 'Country is required.' })
  @IsNotEmpty({ message: 'Country is required.' })
  @MaxLength(80, { message: 'Country must be at most 80 characters.' })
  country: string;

  @Field()
  @ApiProperty({ example: 'Durban' })
  @Trim()
  @IsString({ message: 'City is required.' })
  @IsNotEmpty({ message: 'City is required.' })
  @MaxLength(80, { message: 'City must be at most 80 characters.' })
  city: string;
}
