import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ContactMessages, EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PHONE_PATTERN } from '@travel/contract';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../common/transforms.js';
import { IsAcceptablePassword, PasswordMessages } from './password-rules.js';

export const PASSWORD_RULE_MESSAGE = PasswordMessages.RULE;

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
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is too long.' })
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
  @ApiProperty({
    example: 'Safari2026!',
    description: '8–128 characters with a letter and a number; not containing the username; not a common password.',
  })
  @IsAcceptablePassword('username')
  @IsString({ message: 'Password must be text.' })
  @IsNotEmpty({ message: 'Password is required.' })
  password: string;

  @Field()
  @ApiProperty({ example: 'thandi@example.co.za' })
  @Trim()
  @MaxLength(EMAIL_MAX_LENGTH, { message: ContactMessages.EMAIL_FORMAT })
  @IsEmail({}, { message: ContactMessages.EMAIL_FORMAT })
  @IsString({ message: 'Email must be text.' })
  @IsNotEmpty({ message: ContactMessages.EMAIL })
  email: string;

  @Field()
  @ApiProperty({ example: '+27 82 555 0123' })
  @Trim()
  @Matches(PHONE_PATTERN, { message: ContactMessages.PHONE_FORMAT })
  @IsString({ message: 'Phone number must be text.' })
  @IsNotEmpty({ message: ContactMessages.PHONE })
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

@InputType({ description: 'The body of POST /api/auth/change-password.' })
export class ChangePasswordInput {
  @Field()
  @ApiProperty({ example: 'Safari2026!' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: 'Password is too long.' })
  @IsString({ message: 'Current password must be text.' })
  @IsNotEmpty({ message: 'Current password is required.' })
  currentPassword: string;

  @Field()
  @ApiProperty({
    example: 'Kruger-Park-2027',
    description: '8–128 characters with a letter and a number; not containing the username; not a common password.',
  })
  // The username is not in this input: the service checks that rule with the signed-in user's name.
  @IsAcceptablePassword()
  @IsString({ message: 'New password must be text.' })
  @IsNotEmpty({ message: 'New password is required.' })
  newPassword: string;
}
