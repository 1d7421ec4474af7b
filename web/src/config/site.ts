/**
 * The site's brand: the name its logo spells (so page titles and the logo's label say the same),
 * its words and its social accounts. The agency's registered name, address, phone and e-mail are not
 * here: they are the server's configuration (AGENCY_*, server/src/config/agency.ts), which the documents
 * print too, and reach the pages through the siteConfig query (lib/site-config.ts, useAgency).
 */
export const site = {
  name: 'Ubuntu Horizons Travel',
  shortName: 'Ubuntu Horizons',
  tagline: 'Holidays, cruises and journeys planned from South Africa',
  blurb:
    'Ubuntu Horizons Travel is an international travel agency on its way to becoming a leading travel technology company, with convenient, transparent processes for our clients and our vendors alike.',
  social: {
    facebook: 'https://www.facebook.com/ubuntuhorizonstravel',
    instagram: 'https://www.instagram.com/ubuntuhorizonstravel',
    x: 'https://x.com/ubuntuhorizons',
    linkedin: 'https://www.linkedin.com/company/ubuntu-horizons-travel',
    youtube: 'https://www.youtube.com/@ubuntuhorizonstravel',
  },
  copyrightYear: 2024,
  currency: 'ZAR',
  locale: 'en-ZA',
} as const;
