/** What the three enquiry mutations answer. */
export const receipt = (kind: 'TRIP_PLAN' | 'INSURANCE_QUOTE' | 'CONTACT' | 'TRIP_BOOKING') => ({
  __typename: 'EnquiryReceipt',
  reference: 'EQ-7K3M9Q',
  kind,
  createdAt: '2026-03-01T08:00:00.000Z',
});
