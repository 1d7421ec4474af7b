import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ContactMessageInput, InsuranceQuoteInput, TripBookingInput, TripPlanInput } from '../../gql/graphql';
import { idempotencyContext } from '../../lib/idempotency';
import { RequestInsuranceQuoteMutation, RequestTripBookingMutation, SendContactMessageMutation, SendTripPlanMutation } from './graphql';
import { referenceOf } from './use-enquiry-submit';

/*
 * The enquiry mutations (bulletproof-react's `api/` hooks). Each sends one enquiry with its
 * Idempotency-Key header and answers the stored enquiry's reference (EQ-…), as useEnquirySubmit's
 * `send` expects. Nothing is cached: an enquiry is read only in the staff inbox.
 */

export const useSendContactMessage = () => {
  const [mutate] = useMutation(SendContactMessageMutation);
  return useCallback(
    async (input: ContactMessageInput, idempotencyKey: string) =>
      referenceOf((await mutate({ variables: { input }, context: idempotencyContext(idempotencyKey) })).data?.sendContactMessage),
    [mutate],
  );
};

export const useRequestInsuranceQuote = () => {
  const [mutate] = useMutation(RequestInsuranceQuoteMutation);
  return useCallback(
    async (input: InsuranceQuoteInput, idempotencyKey: string) =>
      referenceOf((await mutate({ variables: { input }, context: idempotencyContext(idempotencyKey) })).data?.requestInsuranceQuote),
    [mutate],
  );
};

export const useSendTripPlan = () => {
  const [mutate] = useMutation(SendTripPlanMutation);
  return useCallback(
    async (input: TripPlanInput, idempotencyKey: string) =>
      referenceOf((await mutate({ variables: { input }, context: idempotencyContext(idempotencyKey) })).data?.sendTripPlan),
    [mutate],
  );
};

export const useRequestTripBooking = () => {
  const [mutate] = useMutation(RequestTripBookingMutation);
  return useCallback(
    async (input: TripBookingInput, idempotencyKey: string) =>
      referenceOf((await mutate({ variables: { input }, context: idempotencyContext(idempotencyKey) })).data?.requestTripBooking),
    [mutate],
  );
};
