/**
 * The platform's e-mails as pure builders (no Nest, no database): `bookingReceivedMails`,
 * `enquiryReceivedMails`, `statusChangedMail`, `hotelReviewedMail`… return the mails, and Notifier
 * (notifications.ts) queues them. Kept apart so a caller outside the application (the benchmark's bare
 * baseline) composes the very same bytes.
 *
 * Every mail has a plain-text body and a simple HTML body whose values are all HTML-escaped (customers
 * type the names and messages), and its subject carries the reference.
 */
import type { MailConfig } from '../config/config.js';
import type { BookingRow, EnquiryRow } from '../db/schema.js';
import type { OutgoingMail } from './outbox.js';

export type Status = BookingRow['status'];

/** What notifyStatusChanged needs to know; the caller has it from the row it just updated. */
export interface StatusChange {
  kind: 'booking' | 'enquiry';
  reference: string;
  /** Package title, "Hotel · Room type", or the enquiry's inbox title. */
  title: string;
  fullName: string;
  email: string | null;
  from: Status;
  to: Status;
}

export type MailSettings = Pick<MailConfig, 'agencyInbox'>;

const AGENCY = 'Ubuntu Horizons Travel';

/** What the customer reads for each status: a sentence they understand, not the code. */
const STATUS_SENTENCE: Record<Status, string> = {
  PENDING: 'has been received and is waiting for our team',
  CONTACTED: 'is being handled: one of our consultants has been in touch',
  QUOTED: 'has been quoted: please check the quote we sent you',
  CONFIRMED: 'is confirmed',
  DECLINED: 'has been declined: we are sorry we cannot help with it this time',
  CANCELLED: 'has been cancelled',
  COMPLETED: 'is completed: thank you for travelling with us',
};

// ---------- builders ----------

export function bookingReceivedMails(settings: MailSettings, b: BookingRow): OutgoingMail[] {
  const isStay = b.kind === 'STAY';
  const what = isStay ? 'stay reservation' : 'booking request';
  const title = isStay ? `${b.hotelName ?? ''} · ${b.roomTypeName ?? ''}` : (b.packageTitle ?? '');
  const details: Row[] = [
    ['Reference', b.reference],
    [isStay ? 'Stay' : 'Package', title],
    ['Name', b.fullName],
    ['Email', b.email],
    ['Phone', b.phone],
    ...(isStay
      ? ([
          ['Check-in', b.departureDate],
          ['Check-out', b.returnDate],
          ['Rooms', String(b.roomCount ?? '')],
          ['Guests', `${b.adults ?? b.guests} adult(s), ${b.children ?? 0} child(ren)`],
        ] satisfies Row[])
      : ([
          ['Guests', String(b.guests)],
          ['Departure', b.departureDate],
          ['Return', b.returnDate],
        ] satisfies Row[])),
    ['Total', formatMoney(b.totalCents, b.currency)],
    ['Special requests', b.specialRequests || '—'],
  ];
  return [
    compose({
      to: settings.agencyInbox,
      template: isStay ? 'reservation-received-agency' : 'booking-received-agency',
      subject: `New ${what} ${b.reference}: ${title}`,
      intro: [`A new ${what} has arrived. Open the staff inbox to work on it.`],
      details,
    }),
    compose({
      to: b.email,
      template: isStay ? 'reservation-received-customer' : 'booking-received-customer',
      subject: `We received your ${what} ${b.reference}`,
      intro: [
        `Dear ${b.fullName},`,
        `Thank you for your ${what}. Your reference is ${b.reference}: please quote it when you contact us.`,
        'One of our consultants will be in touch shortly.',
      ],
      details,
    }),
  ];
}

const ENQUIRY_WORD: Record<EnquiryRow['kind'], string> = {
  TRIP_PLAN: 'trip plan',
  INSURANCE_QUOTE: 'insurance quote request',
  TRIP_BOOKING: 'request to book a trip',
  CONTACT: 'message',
};

export function enquiryTitle(e: Pick<EnquiryRow, 'kind' | 'destination'>): string {
  if (e.kind === 'CONTACT') return 'Contact message';
  // The inbox lists it under the popup's own title (inbox.service.ts).
  if (e.kind === 'TRIP_BOOKING') return 'Book Your Trip';
  const label = e.kind === 'TRIP_PLAN' ? 'Trip plan' : 'Insurance quote';
  return e.destination ? `${label}: ${e.destination}` : label;
}

export function enquiryReceivedMails(settings: MailSettings, e: EnquiryRow): OutgoingMail[] {
  const title = enquiryTitle(e);
  const optional = (label: string, value: string | number | null): Row[] =>
    value === null || value === '' ? [] : [[label, String(value)]];
  const details: Row[] = [
    ['Reference', e.reference],
    ['Name', e.fullName],
    ...optional('Email', e.email),
    ...optional('Phone', e.phone),
    ...optional('Destination', e.destination),
    ...optional('Guests', e.guests),
    ...optional('Departure', e.departureDate),
    ...optional('Return', e.returnDate),
    ...optional('Holiday type', e.holidayType),
    ...(e.budgetCents === null ? [] : ([['Budget', formatMoney(e.budgetCents, 'ZAR')]] satisfies Row[])),
    ...optional('Message', e.message),
    ...optional('Address', e.address),
  ];
  const mails = [
    compose({
      to: settings.agencyInbox,
      template: 'enquiry-received-agency',
      subject: `New ${ENQUIRY_WORD[e.kind]} ${e.reference}: ${title}`,
      intro: [`A new ${ENQUIRY_WORD[e.kind]} has arrived. Open the staff inbox to work on it.`],
      details,
    }),
  ];
  if (e.email) {
    mails.push(
      compose({
        to: e.email,
        template: 'enquiry-received-customer',
        subject: `We received your ${ENQUIRY_WORD[e.kind]} ${e.reference}`,
        intro: [
          `Dear ${e.fullName},`,
          `Thank you for your ${ENQUIRY_WORD[e.kind]}. Your reference is ${e.reference}: please quote it when you contact us.`,
          'One of our consultants will reply shortly.',
        ],
        details,
      }),
    );
  }
  return mails;
}

/** The customer's mail about a status change; null when there is nobody to write to or nothing changed. */
export function statusChangedMail(change: StatusChange): OutgoingMail | null {
  if (!change.email || change.from === change.to) return null;
  const what = change.kind === 'booking' ? 'booking' : 'enquiry';
  return compose({
    to: change.email,
    template: `${change.kind}-status-${change.to.toLowerCase()}`,
    subject: `Your ${what} ${change.reference} ${STATUS_SENTENCE[change.to].split(':')[0]}`,
    intro: [
      `Dear ${change.fullName},`,
      `Your ${what} ${change.reference} (${change.title}) ${STATUS_SENTENCE[change.to]}.`,
      'Reply to this e-mail or call us if you have any question.',
    ],
    details: [
      ['Reference', change.reference],
      ['Status', change.to],
    ],
  });
}

/** The hotel manager's mail about an agency admin's review of their hotel. */
export function hotelReviewedMail(
  manager: { email: string; username: string },
  hotel: { name: string; city: string },
  verdict: 'APPROVED' | 'REJECTED',
): OutgoingMail {
  const approved = verdict === 'APPROVED';
  return compose({
    to: manager.email,
    template: approved ? 'hotel-approved' : 'hotel-rejected',
    subject: approved ? `${hotel.name} is now on Ubuntu Horizons Travel` : `${hotel.name} was not approved`,
    intro: [
      `Dear ${manager.username},`,
      approved
        ? `We have reviewed ${hotel.name} and it is now listed on our site: travellers can find it in the stay search and reserve its rooms.`
        : `We have reviewed ${hotel.name} and cannot list it on our site for now. Reply to this e-mail or call us to find out why and what to change.`,
    ],
    details: [
      ['Hotel', hotel.name],
      ['City', hotel.city],
      ['Review', approved ? 'Approved' : 'Not approved'],
    ],
  });
}

// ---------- rendering ----------

type Row = [label: string, value: string];

interface Draft {
  to: string;
  template: string;
  subject: string;
  intro: string[];
  details: Row[];
}

function compose(d: Draft): OutgoingMail {
  const text = [...d.intro, '', ...d.details.map(([k, v]) => `${k}: ${v}`), '', `— ${AGENCY}`].join('\n');
  const rows = d.details
    .map(([k, v]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`)
    .join('');
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a202c">` +
    d.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    `<table>${rows}</table><p>— ${escapeHtml(AGENCY)}</p></body></html>`;
  // Subjects are one line: a newline typed into a name must never start a new header.
  return { to: d.to, template: d.template, subject: d.subject.replace(/[\r\n]+/g, ' '), text, html };
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

// One formatter per currency, made once: building an Intl.NumberFormat costs more than the rest of a mail.
const moneyFormats = new Map<string, Intl.NumberFormat>();

function formatMoney(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) moneyFormats.set(currency, (format = new Intl.NumberFormat('en-ZA', { style: 'currency', currency })));
  return format.format(cents / 100);
}
