import type { MockLink } from '@apollo/client/testing';
import { SiteConfigQuery, type SiteEmbeds } from './site-config';

/**
 * An agency unlike the demo defaults, so a test that finds these values on a page proves they came from
 * the siteConfig query and not from a constant in the web app.
 */
export const testAgency = {
  __typename: 'AgencyDetails',
  name: 'Karoo Trails Travel',
  registrationNumber: '2021/654321/07',
  vatNumber: '4123456789',
  addressLines: ['12 Long Street', 'Cape Town 8001', 'South Africa'],
  phone: '+27 21 555 0100',
  email: 'desk@karootrails.example',
  emergencyPhone: '+27 82 555 0199',
} as const;

/** testAgency's address and number in the forms pages show them. */
export const testAgencyAddress = '12 Long Street, Cape Town 8001, South Africa';
export const testAgencyPhoneHref = 'tel:+27215550100';

/** The siteConfig answer: testAgency, and every embed unset unless given. */
export const siteConfigMock = (embeds: Partial<SiteEmbeds> = {}): MockLink.MockedResponse => ({
  request: { query: SiteConfigQuery },
  result: {
    data: {
      siteConfig: {
        __typename: 'SiteConfig',
        agency: testAgency,
        carsWidgetUrl: null,
        toursWidgetUrl: null,
        contactMapUrl: null,
        externalBookingUrl: null,
        ...embeds,
      },
    },
  },
});
