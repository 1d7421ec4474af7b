import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import type { SiteConfigQuery as SiteConfigResult } from '../gql/graphql';

/**
 * What the server's configuration tells the site (the public siteConfig query): the agency's details
 * (AGENCY_*, the same the documents print) and the third-party embeds. One query, asked by the top bar of
 * every page: the server render waits for it, so its values are in the first HTML and in the Apollo cache
 * the browser hydrates from; every later caller is answered by that cache.
 */
export const SiteConfigQuery = graphql(`
  query SiteConfig {
    siteConfig {
      agency {
        name
        registrationNumber
        vatNumber
        addressLines
        phone
        email
        emergencyPhone
      }
      carsWidgetUrl
      toursWidgetUrl
      contactMapUrl
      externalBookingUrl
    }
  }
`);

export interface SiteEmbeds {
  carsWidgetUrl: string | null;
  toursWidgetUrl: string | null;
  contactMapUrl: string | null;
  externalBookingUrl: string | null;
}

/** The agency as the server is configured, with the forms a page needs ready made. */
export type Agency = SiteConfigResult['siteConfig']['agency'] & {
  /** The address on one line, as the documents' letterhead writes it. */
  address: string;
  /** The office number as a tel: link (digits and the leading +). */
  phoneHref: string;
};

const none: SiteEmbeds = { carsWidgetUrl: null, toursWidgetUrl: null, contactMapUrl: null, externalBookingUrl: null };

// Always the same options: the server render shares one watcher per query and options, and a second,
// different read of this query would keep the first from loading (docs/server-rendering.md).
const useSiteConfigQuery = () => useQuery(SiteConfigQuery, { fetchPolicy: 'cache-first' });

/**
 * The server's embed settings. While loading, and when the request fails, everything reads as not
 * configured, so pages show their fallback and the menu its own links rather than nothing.
 */
export const useSiteConfig = (): SiteEmbeds & { loading: boolean } => {
  const { data, loading } = useSiteConfigQuery();
  const config = data?.siteConfig;
  return {
    carsWidgetUrl: config?.carsWidgetUrl ?? none.carsWidgetUrl,
    toursWidgetUrl: config?.toursWidgetUrl ?? none.toursWidgetUrl,
    contactMapUrl: config?.contactMapUrl ?? none.contactMapUrl,
    externalBookingUrl: config?.externalBookingUrl ?? none.externalBookingUrl,
    loading,
  };
};

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The agency's details, undefined until known (a page rendered in the browser before the query answers,
 * or a failed request). Callers then leave the detail out: no default is shown, since it would be another
 * agency's number wherever the operator has set their own.
 */
export const useAgency = (): Agency | undefined => {
  const agency = useSiteConfigQuery().data?.siteConfig.agency;
  if (!agency) return undefined;
  return { ...agency, address: agency.addressLines.join(', '), phoneHref: telHref(agency.phone) };
};
