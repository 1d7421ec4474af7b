/**
 * Everything the site says about the company lives here, so a rebrand or a new phone number is a
 * one-file change.
 */
export const site = {
  name: 'Ubuntu Horizons Travel',
  shortName: 'Ubuntu Horizons',
  tagline: 'Holidays, cruises and journeys planned from South Africa',
  blurb:
    'Ubuntu Horizons Travel is an international travel agency on its way to becoming a leading travel technology company, with convenient, transparent processes for our clients and our vendors alike.',
  email: 'hello@ubuntuhorizons.co.za',
  phone: '+27 12 345 6789',
  /** The same number in the form a tel: link needs. */
  phoneHref: 'tel:+27123456789',
  address: {
    street: '1 Lenchen Avenue North',
    suburb: 'Centurion',
    city: 'Centurion',
    postalCode: '0157',
    province: 'Gauteng',
    country: 'South Africa',
  },
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

export const formatAddress = (): string => {
  const { street, suburb, province, postalCode, country } = site.address;
  return `${street}, ${suburb}, ${province}, ${postalCode}, ${country}`;
};
