import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { useAgency } from '../../../lib/site-config';
import { LegalPage, LegalSection } from './legal-page';

const Bullets = ({ items }: { items: readonly string[] }) => (
  <List.Root ps="5" gap="1.5">
    {items.map((item) => (
      <List.Item key={item}>{item}</List.Item>
    ))}
  </List.Root>
);

/**
 * The responsible party under POPIA: the agency as the server is configured (AGENCY_*), the same name,
 * address and contacts its documents carry.
 */
const WhoWeAre = () => {
  const agency = useAgency();
  if (!agency) {
    return <Text>{site.name} is responsible for the personal information you give us on this site; its contact details are on the contact page.</Text>;
  }
  return (
    <Text>
      {agency.name}, {agency.address}, is responsible for the personal information you give us on this site. Our information
      officer can be reached at{' '}
      <Link href={`mailto:${agency.email}`} color="brand.fg">
        {agency.email}
      </Link>{' '}
      or {agency.phone}.
    </Text>
  );
};

/** The agency's e-mail as a link; unknown, "us" (the sentence goes on to the contact page). */
const AgencyEmailLink = () => {
  const agency = useAgency();
  if (!agency) return <>us</>;
  return (
    <Link href={`mailto:${agency.email}`} color="brand.fg">
      {agency.email}
    </Link>
  );
};

/**
 * /privacy: what the site's forms collect and why, in the terms of South Africa's Protection of
 * Personal Information Act (POPIA), which applies to an agency in Centurion. Only what the site
 * really does: the forms, the account, the browser storage of the sign-in, the partners' widgets.
 */
export const PrivacyPage = () => (
  <LegalPage
    title="Privacy notice"
    intro={`How ${site.name} collects, uses and protects your personal information, as South Africa's Protection of Personal Information Act (POPIA) requires.`}
  >
    <PageMeta
      title="Privacy notice"
      description={`What personal information ${site.name} collects through its booking, enquiry and account forms, why, who sees it, and your rights under POPIA.`}
      path={paths.privacy.to()}
    />
    <LegalSection title="Who we are">
      <WhoWeAre />
    </LegalSection>
    <LegalSection title="What we collect">
      <Bullets
        items={[
          'Booking requests and stay reservations: your name, e-mail, phone, travel dates, number of guests and any special requests.',
          'Trip plans, insurance quotes and contact messages: what you write in the form, with your name and how to reach you.',
          'Your account: username, e-mail, phone, country and city; your password is stored only as a one-way hash.',
          'Hotels registered with us: the establishment’s details and its manager’s account.',
        ]}
      />
    </LegalSection>
    <LegalSection title="Why we use it">
      <Text>
        Only to answer your request: to quote, book and confirm your trip, to reply to your messages and to run your account. We
        do not sell your information, and we send no marketing unless you ask for it.
      </Text>
    </LegalSection>
    <LegalSection title="Who sees it">
      <Text>
        Our travel consultants. When you book, the suppliers who carry out the trip (hotels, cruise lines, tour operators,
        insurers) receive what they need for it, such as the travellers’ names and dates. Some pages show a partner’s tool (the
        car hire search, the tours offer, the map on the contact page); what you enter there goes to that partner under its own
        privacy policy.
      </Text>
    </LegalSection>
    <LegalSection title="Your browser">
      <Text>
        When you sign in, your browser keeps your session on this device (in its local storage) until you log out. We use no
        advertising or tracking cookies.
      </Text>
    </LegalSection>
    <LegalSection title="How long we keep it">
      <Text>
        As long as we need it for your trip or request, and afterwards only as long as the law requires us to keep records
        (for example for tax). Ask us and we delete what we no longer need.
      </Text>
    </LegalSection>
    <LegalSection title="Your rights">
      <Text>
        You may ask what information we hold about you, have it corrected or deleted, and object to its use. Write to{' '}
        <AgencyEmailLink /> or use the{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={paths.contact.to()}>contact page</RouterLink>
        </Link>
        . If we do not resolve a concern, you may complain to the Information Regulator (South Africa).
      </Text>
    </LegalSection>
  </LegalPage>
);
