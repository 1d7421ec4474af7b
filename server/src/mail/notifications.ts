/**
 * The e-mails the platform sends, built from templates and queued in the outbox (outbox.ts) inside the
 * caller's transaction: a mail exists exactly when the change it reports does.
 *
 * Exported API
 * ------------
 * `Notifier` — injectable, provided and exported by the global MailModule, so any service can inject it
 * (`constructor(private readonly notifier: Notifier)`); it reads AppConfig.mail (agencyInbox) itself:
 *
 *   notifier.notifyBookingReceived(tx, bookingRow)
 *       A new package request (kind PACKAGE) or stay reservation (kind STAY): one mail to the agency
 *       inbox and one confirmation with the reference to the customer.
 *   notifier.notifyEnquiryReceived(tx, enquiryRow)
 *       A new trip plan / insurance quote / contact message: one mail to the agency inbox, plus a
 *       confirmation to the sender when the enquiry has an e-mail address.
 *   notifier.notifyStatusChanged(tx, { kind: 'booking' | 'enquiry', reference, title, fullName, email, from, to })
 *       Every status change: one mail to the customer; nothing when `email` is null or from === to.
 *
 * The pure builders (`bookingReceivedMails`, `enquiryReceivedMails`, `statusChangedMail`; templates.ts,
 * re-exported here) return the mails without queuing them (tests, previews, the benchmark's baseline). `enquiryTitle(row)` is the inbox title of an enquiry
 * ("Trip plan: Bali", "Insurance quote: Mauritius", "Contact message").
 *
 * Every mail has a plain-text body and a simple HTML body whose values are all HTML-escaped (customers
 * type the names and messages), and its subject carries the reference.
 */
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { Database, Transaction } from '../db/client.js';
import type { BookingRow, EnquiryRow } from '../db/schema.js';
import { enqueueMail } from './outbox.js';
import { bookingReceivedMails, enquiryReceivedMails, statusChangedMail, type MailSettings, type StatusChange } from './templates.js';

export * from './templates.js';

type Tx = Database | Transaction;

@Injectable()
export class Notifier {
  private readonly settings: MailSettings;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = { agencyInbox: config.mail.agencyInbox };
  }

  notifyBookingReceived(tx: Tx, booking: BookingRow): Promise<void> {
    return enqueueMail(tx, ...bookingReceivedMails(this.settings, booking));
  }

  notifyEnquiryReceived(tx: Tx, enquiry: EnquiryRow): Promise<void> {
    return enqueueMail(tx, ...enquiryReceivedMails(this.settings, enquiry));
  }

  notifyStatusChanged(tx: Tx, change: StatusChange): Promise<void> {
    const mail = statusChangedMail(change);
    return mail ? enqueueMail(tx, mail) : Promise.resolve();
  }
}
