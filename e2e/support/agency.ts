/**
 * The agency the journeys' server is configured as (AGENCY_* in playwright.config.ts): not the demo
 * defaults, so a page or a document showing these proves the operator's settings reached it.
 */
export const E2E_AGENCY = {
  name: 'Ubuntu Horizons Travel (Pty) Ltd',
  addressLines: ['12 Long Street', 'Cape Town 8001', 'South Africa'],
  phone: '+27 21 555 0100',
  emergencyPhone: '+27 82 555 0199',
} as const;

/** The same as environment variables for the server. */
export const E2E_AGENCY_ENV = {
  AGENCY_NAME: E2E_AGENCY.name,
  AGENCY_ADDRESS: E2E_AGENCY.addressLines.join('|'),
  AGENCY_PHONE: E2E_AGENCY.phone,
  AGENCY_EMERGENCY_PHONE: E2E_AGENCY.emergencyPhone,
} as const;
