import { Args, Mutation, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser, Public } from '../auth/decorators.js';
import { Idempotency, type IdempotencyKey } from '../common/idempotency.js';
import { ClientAddress } from '../auth/client-address.js';
import { EnquiriesService } from './enquiries.service.js';
import { ContactMessageInput, InsuranceQuoteInput, TripBookingInput, TripPlanInput } from './enquiry.inputs.js';
import { EnquiryReceipt } from './enquiry.model.js';

@Resolver(() => EnquiryReceipt)
export class EnquiriesResolver {
  constructor(private readonly enquiriesService: EnquiriesService) {}

  @Public()
  @Mutation(() => EnquiryReceipt, { description: 'Plan Your Trip. The same plan sent again within a minute returns the first receipt.' })
  sendTripPlan(
    @Args('input') input: TripPlanInput,
    @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnquiryReceipt> {
    return this.enquiriesService.sendTripPlan(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Mutation(() => EnquiryReceipt, { description: 'The travel insurance quote form.' })
  requestInsuranceQuote(
    @Args('input') input: InsuranceQuoteInput,
    @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnquiryReceipt> {
    return this.enquiriesService.requestInsuranceQuote(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Mutation(() => EnquiryReceipt, { description: 'The contact form.' })
  sendContactMessage(
    @Args('input') input: ContactMessageInput,
    @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnquiryReceipt> {
    return this.enquiriesService.sendContactMessage(input, { user, clientAddress, idempotency });
  }

  @Public()
  @Mutation(() => EnquiryReceipt, {
    description: "The home page's Book Your Trip popup (name, e-mail, address): stored for the staff inbox, confirmed by e-mail with the receipt's reference.",
  })
  requestTripBooking(
    @Args('input') input: TripBookingInput,
    @ClientAddress() clientAddress: string | null,
    @Idempotency() idempotency: IdempotencyKey | undefined,
    @CurrentUser() user?: AuthUser,
  ): Promise<EnquiryReceipt> {
    return this.enquiriesService.requestTripBooking(input, { user, clientAddress, idempotency });
  }
}
