import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toaster';
import { Toaster } from '../../../components/toaster-view';
import { renderRoutes } from '../../../test/render';
import { SendContactMessageMutation } from '../graphql';
import { siteConfigMock, testAgency, testAgencyAddress, testAgencyPhoneHref } from '../../../lib/site-config-testing';
import { receipt } from '../testing';
import { ContactPage } from './contact-page';

const routes = [
  {
    path: '/Contact',
    element: (
      <>
        <ContactPage />
        <Toaster />
      </>
    ),
  },
];

const labels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  message: 'Message',
} as const;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));
const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<keyof typeof labels, string>>) => {
  for (const [name, value] of Object.entries(values)) {
    const input = field(labels[name as keyof typeof labels]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
};
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Send Message' }));

const values = {
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.test',
  message: 'Do you arrange visas?',
};
const input = { ...values, website: '' };

describe('ContactPage', () => {
  afterEach(() => {
    toaster.remove();
  });

  it("shows the configured address, phone and e-mail, the socials, and the map fallback when no map is configured", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderRoutes({ routes, path: '/Contact', mocks: [siteConfigMock()] });
    // The siteConfig answer's agency (not the demo's), as the server is configured.
    expect(await screen.findByText(testAgencyAddress)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: testAgency.phone })[0]).toHaveAttribute('href', testAgencyPhoneHref);
    expect(screen.getAllByRole('link', { name: testAgency.email })[0]).toHaveAttribute('href', `mailto:${testAgency.email}`);
    expect(screen.getByRole('list', { name: 'Social media' })).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map' });
    expect(await within(map).findByText('The map is not available right now')).toBeInTheDocument();
    expect(within(map).getByText(`You will find us at ${testAgencyAddress}.`)).toBeInTheDocument();
    expect(map.querySelector('iframe')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('embeds the configured map with a title, lazy loading and a sandbox', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null));
    const url = 'https://maps.partner.example/embed?q=Centurion';
    renderRoutes({
      routes,
      path: '/Contact',
      mocks: [siteConfigMock({ contactMapUrl: url })],
    });
    const frame = await screen.findByTitle(/^Map: /);
    expect(frame).toHaveAttribute('src', url);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('blocks a message with a missing field', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({
      data: { sendContactMessage: receipt('CONTACT') },
    }));
    renderRoutes({
      routes,
      path: '/Contact',
      mocks: [
        siteConfigMock(),
        {
          request: { query: SendContactMessageMutation, variables: () => true },
          result: mutation,
        },
      ],
    });
    await submit(user);
    for (const message of ['First name is required.', 'Last name is required.', 'Email is required.', 'Message is required.']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await fill(user, { ...values, email: 'nope' });
    await submit(user);
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(mutation).not.toHaveBeenCalled();
  });

  it('sends the message with the empty honeypot, toasts for 2 s and clears the fields', async () => {
    const user = userEvent.setup({ delay: null });
    const mutation = vi.fn(() => ({
      data: { sendContactMessage: receipt('CONTACT') },
    }));
    renderRoutes({
      routes,
      path: '/Contact',
      mocks: [
        siteConfigMock(),
        {
          request: { query: SendContactMessageMutation, variables: { input } },
          result: mutation,
          delay: 50,
        },
      ],
    });
    await fill(user, values);
    await user.dblClick(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message has been sent successfully')).toBeInTheDocument();
    expect(mutation).toHaveBeenCalledTimes(1);
    // The enquiry's reference stays on the page (the toast is gone in 2 s), as a booking's does.
    const receiptShown = screen.getByText('Message sent').closest('[role="status"]') as HTMLElement;
    expect(receiptShown).toHaveTextContent('Your reference is EQ-7K3M9Q.');
    expect(receiptShown).toHaveFocus();
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'success', duration: 2000 })]);
    for (const label of Object.values(labels)) expect(field(label)).toHaveValue('');
  });

  it("keeps the fields and shows a rate limit's server message in the failure toast", async () => {
    const user = userEvent.setup({ delay: null });
    const limited = 'You have sent several messages in a short time. Please try again in a few minutes.';
    renderRoutes({
      routes,
      path: '/Contact',
      mocks: [
        siteConfigMock(),
        {
          request: { query: SendContactMessageMutation, variables: { input } },
          result: {
            errors: [
              new GraphQLError(limited, {
                extensions: { code: 'TOO_MANY_REQUESTS' },
              }),
            ],
          },
        },
      ],
    });
    await fill(user, values);
    await submit(user);
    expect(await screen.findByText(`${limited} Your message failed, please try again`)).toBeInTheDocument();
    expect(toaster.getVisibleToasts()).toEqual([expect.objectContaining({ type: 'error', duration: 2000 })]);
    expect(field('Message')).toHaveValue('Do you arrange visas?');
    expect(field('First Name')).toHaveValue('Thandi');
  });
});
