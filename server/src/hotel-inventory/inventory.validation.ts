/**
 * Validation building blocks shared by the inventory inputs, so every form speaks the same words.
 *
 * The spec answers a form with a missing required field with one sentence, "Please fill in all
 * required fields." (admin spec §5), while each field still gets its own message for the form to
 * show under the input. Required-field messages are registered here; RequiredFieldsInterceptor turns
 * a validation error that names any of them into that sentence (fields kept).
 */
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsDefined, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../common/transforms.js';
import { IsAmount } from '../common/validators.js';

export const FILL_REQUIRED = 'Please fill in all required fields.';

/** The largest amount in rand any inventory price may take (per night or per person). */
export const MAX_AMOUNT = 1_000_000;

const requiredMessages = new Set<string>([FILL_REQUIRED]);

/** Registers and answers a "this field is required" message. */
export function requiredMessage(message: string): string {
  requiredMessages.add(message);
  return message;
}

export const isRequiredMessage = (message: string): boolean => requiredMessages.has(message);

/** A required text field: trimmed, not blank, at most `max` characters. */
export const RequiredText = (label: string, max: number) =>
  applyDecorators(
    Trim(),
    IsString({ message: requiredMessage(`${label} is required.`) }),
    IsNotEmpty({ message: requiredMessage(`${label} is required.`) }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
  );

/** An optional text field (null or absent reads as ""): trimmed, at most `max` characters. */
export const OptionalText = (label: string, max: number) =>
  applyDecorators(
    Trim(),
    IsOptional(),
    IsString({ message: `${label} must be text.` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters.` }),
  );

/** A required reference to another row, by id (the service checks it exists and whose it is). */
export const RequiredId = (label: string) =>
  applyDecorators(
    Trim(),
    IsString({ message: requiredMessage(`Please choose a ${label}.`) }),
    IsNotEmpty({ message: requiredMessage(`Please choose a ${label}.`) }),
    MaxLength(100, { message: `Please choose a ${label} from the list.` }),
  );

/** An optional reference by id; null or absent means none. */
export const OptionalId = (label: string) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: `Please choose a ${label} from the list.` }),
    MaxLength(100, { message: `Please choose a ${label} from the list.` }),
  );

/** An amount in rand, 0..MAX_AMOUNT with at most two decimals. */
export const Amount = (label: string, { required }: { required: boolean }) =>
  applyDecorators(
    ...(required ? [IsDefined({ message: requiredMessage(`${label} is required.`) })] : [IsOptional()]),
    IsAmount({ message: `${label} must be an amount in rand (at most two decimals).` }),
    Min(0, { message: `${label} cannot be negative.` }),
    Max(MAX_AMOUNT, { message: `${label} must be at most R ${MAX_AMOUNT.toLocaleString('en-ZA')}.` }),
  );

/** A required whole number within [min, max]. */
export const WholeNumber = (label: string, min: number, max: number) =>
  applyDecorators(
    IsDefined({ message: requiredMessage(`${label} is required.`) }),
    IsInt({ message: `${label} must be a whole number.` }),
    Min(min, { message: `${label} must be at least ${min}.` }),
    Max(max, { message: `${label} must be at most ${max}.` }),
  );

export const Flag = (label: string) => applyDecorators(IsOptional(), IsBoolean({ message: `${label} must be true or false.` }));

/** Same rule as package photos: our uploads, the demo photos, or https addresses. */
export const PHOTO_URL = /^(\/(uploads|photos)\/[A-Za-z0-9._-]+|https:\/\/[^\s<>"']+)$/;
export const PHOTO_URL_MESSAGE = 'Photos must be uploaded images (/uploads/...), demo photos (/photos/...) or https:// addresses.';
