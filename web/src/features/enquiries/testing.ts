import type { MockLink } from '@apollo/client/testing';
import { SiteConfigQuery } from './graphql';
import type { SiteEmbeds } from './use-site-config';

/** The siteConfig answer, everything unset unless given. */
export const siteConfigMock = (embeds: Partial<SiteEmbeds> = {}): MockLink.MockedResponse => ({
  request: { query: SiteConfigQuery },
  result: {
    data: {
      siteConfig: {
        __typename: 'SiteConfig',
        carsWidgetUrl: null,
        toursWidgetUrl: null,
        contactMapUrl: null,
        externalBookingUrl: null,
        ...embeds,
      },
    },
  },
});

/** What the three enquiry mutations answer. */
export const receipt = (kind: 'TRIP_PLAN' | 'INSURANCE_QUOTE' | 'CONTACT' | 'TRIP_BOOKING') => ({
  __typename: 'EnquiryReceipt',
  reference: 'EQ-7K3M9Q',
  kind,
  createdAt: '2026-03-01T08:00:00.000Z',
});
