import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthUser } from '../auth/auth-user.js';
import { ClientAddress } from '../auth/client-address.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { Invoice } from '../invoices/invoice.model.js';
import { QuoteInput } from './quote.inputs.js';
import { CustomerQuote, Quote, QuoteDefaults } from './quote.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { InboxItemIdPipe } from '../inbox/inbox.service.js';
import { QuoteIdPipe, QuotesService } from './quotes.service.js';
import { WriteLimiter } from '../write-limits/write-limits.js';

/** Quotes: built and sent by the agency, accepted by the customer through the e-mailed link (no sign-in). */
@Resolver()
export class QuotesResolver {
  constructor(
    private readonly service: QuotesService,
    private readonly limits: WriteLimiter,
  ) {}

  @Allow(Permission.ManageQuotes)
  @Query(() => [Quote], { description: 'The quotes answering an inbox item, newest version first.' })
  quotes(@Args('inboxItemId', { type: () => ID }, EntityIdPipe.orNull) inboxItemId: EntityId | null): Promise<Quote[]> {
    return this.service.forInboxItem(inboxItemId);
  }

  @Allow(Permission.ManageQuotes)
  @Query(() => Quote, { nullable: true, description: 'One quote with its net costs and margin; null when not found.' })
  quote(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null): Promise<Quote | null> {
    return this.service.get(id);
  }

  @Allow(Permission.ManageQuotes)
  @Query(() => QuoteDefaults, { description: "A new quote's deposit, due dates, validity and VAT from the agency's policy and the item's departure date. NOT_FOUND for an unknown item." })
  quoteDefaults(@Args('inboxItemId', { type: () => ID }, InboxItemIdPipe) inboxItemId: EntityId): Promise<QuoteDefaults> {
    return this.service.defaults(inboxItemId);
  }

  @Allow(Permission.ReadOwnQuotes)
  @Query(() => [CustomerQuote], { description: "The signed-in customer's sent quotes (for their own requests)." })
  myQuotes(@CurrentUser() user: AuthUser): Promise<CustomerQuote[]> {
    return this.service.forUser(user.id);
  }

  @Public()
  @Query(() => CustomerQuote, { description: 'The quote behind an e-mailed link. NOT_FOUND when the link is unknown or expired.' })
  quoteByToken(@Args('token') token: string): Promise<CustomerQuote> {
    return this.service.byToken(token);
  }

  @Allow(Permission.ManageQuotes)
  @Mutation(() => Quote, { description: 'A draft quote answering a booking request, stay or trip plan; totals computed by the server.' })
  createQuote(
    @Args('inboxItemId', { type: () => ID }, InboxItemIdPipe) inboxItemId: EntityId,
    @Args('input') input: QuoteInput,
    @CurrentUser() user: AuthUser,
  ): Promise<Quote> {
    return this.service.create(inboxItemId, input, user);
  }

  @Allow(Permission.ManageQuotes)
  @Mutation(() => Quote, { description: 'Replaces a draft’s lines and terms. CONFLICT once the quote has been sent.' })
  updateQuote(@Args('id', { type: () => ID }, QuoteIdPipe) id: EntityId, @Args('input') input: QuoteInput, @CurrentUser() user: AuthUser): Promise<Quote> {
    return this.service.update(id, input, user);
  }

  @Allow(Permission.ManageQuotes)
  @Mutation(() => Quote, { description: 'E-mails the quote with its acceptance link; the inbox item becomes QUOTED when the workflow allows.' })
  sendQuote(@Args('id', { type: () => ID }, QuoteIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<Quote> {
    return this.service.send(id, user);
  }

  @Allow(Permission.ManageQuotes)
  @Mutation(() => Quote, { description: 'A new draft version of a sent quote; the old one is superseded when the new one is sent.' })
  reviseQuote(@Args('id', { type: () => ID }, QuoteIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<Quote> {
    return this.service.revise(id, user);
  }

  @Allow(Permission.ManageQuotes)
  @Mutation(() => Quote, { description: 'Withdraws a sent quote: its link no longer accepts. CONFLICT for any other status.' })
  withdrawQuote(@Args('id', { type: () => ID }, QuoteIdPipe) id: EntityId, @CurrentUser() user: AuthUser): Promise<Quote> {
    return this.service.withdraw(id, user);
  }

  @Public()
  @Mutation(() => Invoice, { description: 'Accepts the quote behind a link and answers its invoice; accepting again answers the same invoice.' })
  acceptQuote(@Args('token') token: string, @ClientAddress() clientAddress: string | null): Promise<Invoice> {
    return this.service.accept(token, clientAddress);
  }

  @Allow(Permission.AcceptOwnQuotes)
  @Mutation(() => Invoice, {
    description: "The signed-in customer accepts their own sent quote (My bookings); accepting again answers the same invoice. NOT_FOUND for another's quote.",
  })
  acceptMyQuote(@Args('id', { type: () => ID }, QuoteIdPipe) id: EntityId, @CurrentUser() user: AuthUser, @ClientAddress() clientAddress: string | null): Promise<Invoice> {
    return this.service.acceptMine(id, user, clientAddress);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'A question about the quote behind a link: a note on the inbox item and a mail to the agency.' })
  askAboutQuote(@Args('token') token: string, @Args('message') message: string, @ClientAddress() clientAddress: string | null): Promise<boolean> {
    // Each question mails the agency and notes the inbox item: counted per address and per quote (its
    // link), and taken back when the service refuses it (an unknown link, an empty question).
    return this.limits.around('quoteQuestion', { clientAddress, recipient: token }, () => this.service.ask(token, message));
  }
}
