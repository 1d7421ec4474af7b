import { Field, ObjectType } from '@nestjs/graphql';

/**
 * The agency's public details as configured (AGENCY_*; config/agency.ts): the site's top bar, footer,
 * contact and legal pages show these, the documents print the same. The bank account is left out: only
 * the invoice and its mail give it, to the customer who owes the money.
 */
@ObjectType({ description: "The agency's registered and contact details, the same the documents print (AGENCY_* settings)." })
export class AgencyDetails {
  @Field({ description: 'The registered name (AGENCY_NAME).' })
  name!: string;

  @Field({ description: 'The company registration number (AGENCY_REGISTRATION_NUMBER).' })
  registrationNumber!: string;

  @Field({ description: 'The VAT number (AGENCY_VAT_NUMBER), ten digits.' })
  vatNumber!: string;

  @Field(() => [String], { description: 'The address, line by line (AGENCY_ADDRESS): the registered office, where visitors find the agency.' })
  addressLines!: string[];

  @Field({ description: 'The office telephone number as the agency writes it (AGENCY_PHONE).' })
  phone!: string;

  @Field({ description: "The agency's e-mail address (AGENCY_EMAIL)." })
  email!: string;

  @Field({ description: "The travellers' day-and-night number while they travel (AGENCY_EMERGENCY_PHONE), printed on the voucher." })
  emergencyPhone!: string;
}
