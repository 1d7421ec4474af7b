/**
 * The agency's details, in one place: who issues the documents (South African invoices must carry the
 * supplier's registered name, registration and VAT numbers and address), how to reach it (the site's top
 * bar, footer, contact and legal pages read these through the public siteConfig query; every PDF prints
 * them), the travellers' emergency number on the voucher, and the bank account customers pay into by EFT.
 *
 * Nothing else in server/src or web/src writes an agency address, phone number or e-mail: a new number is
 * one environment variable, and the site and the documents cannot disagree.
 */

export interface AgencyConfig {
  /** AGENCY_NAME (Ubuntu Horizons Travel): the registered name on the letterhead, the footer and the legal pages. */
  readonly name: string;
  /** AGENCY_REGISTRATION_NUMBER: the company registration number (CIPC), e.g. 2019/123456/07. */
  readonly registrationNumber: string;
  /** AGENCY_VAT_NUMBER: ten digits starting with 4. */
  readonly vatNumber: string;
  /** AGENCY_ADDRESS: the registered address, which is also where visitors find the office; "|" separates its lines. */
  readonly addressLines: readonly string[];
  /** AGENCY_PHONE: the office number, as the agency writes it (spaces and all). */
  readonly phone: string;
  /** AGENCY_EMAIL (AGENCY_INBOX_EMAIL's value). */
  readonly email: string;
  /** AGENCY_EMERGENCY_PHONE (AGENCY_PHONE's value): the travellers' day-and-night number on the voucher. */
  readonly emergencyPhone: string;
  readonly bank: {
    /** BANK_NAME. */
    readonly name: string;
    /** BANK_ACCOUNT_NAME. */
    readonly accountName: string;
    /** BANK_ACCOUNT_NUMBER: digits only. */
    readonly accountNumber: string;
    /** BANK_BRANCH_CODE: six digits (the universal branch code). */
    readonly branchCode: string;
  };
}

/**
 * The defaults: the demo site's own details (its Centurion office, phone and e-mail), so a development
 * stack shows one agency everywhere. The registration, VAT and bank numbers are plainly demo values
 * ("Demo Bank", zeros): a production deployment sets every one.
 */
export const DEMO_AGENCY = {
  name: 'Ubuntu Horizons Travel',
  registrationNumber: '2019/000000/07',
  vatNumber: '4000000000',
  address: '1 Lenchen Avenue North|Centurion 0157|Gauteng|South Africa',
  phone: '+27 12 345 6789',
  email: 'hello@ubuntuhorizons.co.za',
  bankName: 'Demo Bank',
  accountName: 'Ubuntu Horizons Travel (demo account)',
  accountNumber: '0000000000',
  branchCode: '000000',
} as const;

/** The agency block of the configuration; a malformed value stops the server at start-up, naming the variable. */
export function agencyConfigOf(env: NodeJS.ProcessEnv): AgencyConfig {
  const text = (name: string, fallback: string, max = 200): string => {
    const value = (env[name] ?? fallback).trim();
    // Printed on documents and in mail headers' neighbourhood: one line, no control characters.
    // eslint-disable-next-line no-control-regex
    if (!value || value.length > max || /[\u0000-\u001f\u007f]/.test(value)) throw new Error(`${name} must be 1 to ${max} characters on one line, got "${value}".`);
    return value;
  };
  const pattern = (name: string, fallback: string, shape: RegExp, what: string): string => {
    const value = (env[name] ?? fallback).replace(/\s+/g, '');
    if (!shape.test(value)) throw new Error(`${name} must be ${what}, got "${env[name]}".`);
    return value;
  };
  const email = text('AGENCY_EMAIL', env.AGENCY_INBOX_EMAIL ?? DEMO_AGENCY.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`AGENCY_EMAIL must be an e-mail address, got "${email}".`);
  const addressLines = text('AGENCY_ADDRESS', DEMO_AGENCY.address, 400)
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  const phone = phoneOf('AGENCY_PHONE', text('AGENCY_PHONE', DEMO_AGENCY.phone, 40));
  return {
    name: text('AGENCY_NAME', DEMO_AGENCY.name),
    registrationNumber: text('AGENCY_REGISTRATION_NUMBER', DEMO_AGENCY.registrationNumber, 40),
    vatNumber: pattern('AGENCY_VAT_NUMBER', DEMO_AGENCY.vatNumber, /^4\d{9}$/, 'a South African VAT number (ten digits starting with 4)'),
    addressLines,
    phone,
    email,
    // An agency with one number answers it day and night; one with an after-hours line sets it.
    emergencyPhone: phoneOf('AGENCY_EMERGENCY_PHONE', text('AGENCY_EMERGENCY_PHONE', phone, 40)),
    bank: {
      name: text('BANK_NAME', DEMO_AGENCY.bankName, 80),
      accountName: text('BANK_ACCOUNT_NAME', DEMO_AGENCY.accountName, 120),
      accountNumber: pattern('BANK_ACCOUNT_NUMBER', DEMO_AGENCY.accountNumber, /^\d{6,16}$/, 'a bank account number (6 to 16 digits)'),
      branchCode: pattern('BANK_BRANCH_CODE', DEMO_AGENCY.branchCode, /^\d{6}$/, 'a six-digit branch code'),
    },
  };
}

/** Kept as the agency writes it (spaces and all): only its characters are checked. */
function phoneOf(name: string, value: string): string {
  if (!/^\+?[\d\s()-]{6,30}$/.test(value)) throw new Error(`${name} must be a telephone number such as +27 21 555 0100, got "${value}".`);
  return value;
}
