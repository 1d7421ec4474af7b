import { useQuery } from '@apollo/client/react';
import { SiteConfigQuery } from './graphql';

export interface SiteEmbeds {
  carsWidgetUrl: string | null;
  toursWidgetUrl: string | null;
  contactMapUrl: string | null;
  externalBookingUrl: string | null;
}

const none: SiteEmbeds = { carsWidgetUrl: null, toursWidgetUrl: null, contactMapUrl: null, externalBookingUrl: null };

/**
 * The server's embed settings (one request per visit: the cache answers every later caller).
 * While loading, and when the request fails, everything reads as not configured, so pages show
 * their fallback and the menu its own links rather than nothing.
 */
export const useSiteConfig = (): SiteEmbeds & { loading: boolean } => {
  const { data, loading } = useQuery(SiteConfigQuery, { fetchPolicy: 'cache-first' });
  const config = data?.siteConfig;
  return {
    carsWidgetUrl: config?.carsWidgetUrl ?? none.carsWidgetUrl,
    toursWidgetUrl: config?.toursWidgetUrl ?? none.toursWidgetUrl,
    contactMapUrl: config?.contactMapUrl ?? none.contactMapUrl,
    externalBookingUrl: config?.externalBookingUrl ?? none.externalBookingUrl,
    loading,
  };
};
