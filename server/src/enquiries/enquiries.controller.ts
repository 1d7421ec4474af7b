import { Body, Controller, Post } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public } from '../auth/decorators.js';
import { validateInput } from '../common/validation.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { ClientAddress } from '../auth/client-address.js';
import { EnquiriesService, RATE_LIMITED } from './enquiries.service.js';
import { ContactMessageInput, InsuranceQuoteInput, TripBookingInput, TripPlanInput } from './enquiry.inputs.js';
import type { EnquiryReceipt } from './enquiry.model.js';

type Plain = Record<string, unknown>;

/** The forms post departure/return (spec field names); the inputs call them departureDate/returnDate. */
export function fromRestEnquiryBody(body: Plain): Plain {
  const { departure, return: returnDate, ...rest } = body;
  return {
    ...rest,
    ...(rest.departureDate === undefined && departure !== undefined ? { departureDate: departure } : {}),
    ...(rest.returnDate === undefined && returnDate !== undefined ? { returnDate } : {}),
  };
}

/** The spec's contact form posts name (First Name) and surname (Last Name); the input calls them firstName/lastName. */
export function fromRestContactBody(body: Plain): Plain {
  const { name, surname, ...rest } = body;
  return {
    ...rest,
    ...(rest.firstName === undefined && name !== undefined ? { firstName: name } : {}),
    ...(rest.lastName === undefined && surname !== undefined ? { lastName: surname } : {}),
  };
}

/** REST twins of the enquiry mutations, for integrators (same service, same rules). */
@ApiTags('enquiries')
@Controller('enquiries')
@ApiTooManyRequestsResponse({ description: RATE_LIMITED })
export class EnquiriesController {
  constructor(private readonly enquiriesService: EnquiriesService) {}

  @Public()
  @Post('trip-plan')
  @ApiBody({ type: TripPlanInput, description: 'Also accepts departure and return.' })
  @ApiCreatedResponse({ description: '{ reference, kind, createdAt }' })
  async tripPlan(@Body() body: Plain, @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined, @CurrentUser() user?: AuthUser): Promise<EnquiryReceipt> {
    const input = await validateInput(TripPlanInput, fromRestEnquiryBody(body));
    return this.enquiriesService.sendTripPlan(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Post('insurance')
  @ApiBody({ type: InsuranceQuoteInput, description: 'Also accepts departure and return.' })
  @ApiCreatedResponse({ description: '{ reference, kind, createdAt }' })
  async insurance(@Body() body: Plain, @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined, @CurrentUser() user?: AuthUser): Promise<EnquiryReceipt> {
    const input = await validateInput(InsuranceQuoteInput, fromRestEnquiryBody(body));
    return this.enquiriesService.requestInsuranceQuote(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Post('contact')
  @ApiBody({ type: ContactMessageInput, description: "Also accepts the spec's name and surname." })
  @ApiCreatedResponse({ description: '{ reference, kind, createdAt }' })
  async contact(@Body() body: Plain, @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined, @CurrentUser() user?: AuthUser): Promise<EnquiryReceipt> {
    const input = await validateInput(ContactMessageInput, fromRestContactBody(body));
    return this.enquiriesService.sendContactMessage(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Post('trip-booking')
  @ApiBody({ type: TripBookingInput })
  @ApiCreatedResponse({ description: '{ reference, kind, createdAt }' })
  async tripBooking(@Body() body: Plain, @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined, @CurrentUser() user?: AuthUser): Promise<EnquiryReceipt> {
    const input = await validateInput(TripBookingInput, body);
    return this.enquiriesService.requestTripBooking(input, { user, clientAddress, idempotency });
  }
}
