import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { AuditEvent } from '../audit/audit.model.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { Booking, BookingStatus } from '../bookings/booking.model.js';
import { Enquiry } from '../enquiries/enquiry.model.js';
import { InboxLoadersFactory } from './inbox.loaders.js';
import { ConvertEnquiryInput, InboxFilter, InboxItem, InboxNote, InboxPage, StaffMember } from './inbox.model.js';
import { EntityIdPipe, type EntityId } from '../common/entity-id.js';
import { InboxItemIdPipe, InboxService } from './inbox.service.js';

/** The staff inbox: agency staff and agency admins only (hotel managers and customers are refused by the guard). */
@Resolver(() => InboxItem)
export class InboxResolver {
  constructor(
    private readonly inboxService: InboxService,
    private readonly loaders: InboxLoadersFactory,
  ) {}

  @Allow(Permission.WorkInbox)
  @Query(() => InboxPage, { description: 'Booking requests, stay reservations and enquiries, newest first.' })
  inbox(@Args('filter', { type: () => InboxFilter, nullable: true }) filter?: InboxFilter): Promise<InboxPage> {
    return this.inboxService.list(filter ?? undefined);
  }

  @Allow(Permission.WorkInbox)
  @Query(() => InboxItem, { nullable: true, description: 'One inbox item by its id; null when not found.' })
  async inboxItem(@Args('id', { type: () => ID }, EntityIdPipe.orNull) id: EntityId | null): Promise<InboxItem | null> {
    return id && this.inboxService.item(id);
  }

  @Allow(Permission.WorkInbox)
  @Query(() => [StaffMember], { description: 'Who inbox items can be assigned to: staff and agency admins.' })
  staffMembers(): Promise<StaffMember[]> {
    return this.inboxService.staffMembers();
  }

  @Allow(Permission.WorkInbox)
  @Mutation(() => InboxNote, { description: 'Adds an internal note (1 to 2000 characters) to a booking or an enquiry.' })
  addInboxNote(
    @Args('id', { type: () => ID }, InboxItemIdPipe) id: EntityId,
    @Args('body') body: string,
    @CurrentUser() user: AuthUser,
  ): Promise<InboxNote> {
    return this.inboxService.addNote(id, body, user);
  }

  @Allow(Permission.WorkInbox)
  @Mutation(() => InboxItem, { description: 'Assigns an item to a staff member or agency admin; a null staffId unassigns it.' })
  assignInboxItem(
    @Args('id', { type: () => ID }, InboxItemIdPipe) id: EntityId,
    @Args('staffId', { type: () => ID, nullable: true }) staffId: string | null | undefined,
    @CurrentUser() user: AuthUser,
  ): Promise<InboxItem> {
    return this.inboxService.assign(id, staffId, user);
  }

  @Allow(Permission.WorkInbox)
  @Mutation(() => InboxItem, { description: 'Moves an item along the workflow; the customer is e-mailed. CONFLICT on a move the workflow refuses.' })
  setInboxStatus(
    @Args('id', { type: () => ID }, InboxItemIdPipe) id: EntityId,
    @Args('status', { type: () => BookingStatus }) status: BookingStatus,
    @CurrentUser() user: AuthUser,
  ): Promise<InboxItem> {
    return this.inboxService.setStatus(id, status, user);
  }

  @Allow(Permission.WorkInbox)
  @Mutation(() => InboxItem, {
    description:
      'Turns a trip plan or insurance quote into a booking (status QUOTED) at the quoted price; answers the new booking. The enquiry becomes CONFIRMED.',
  })
  convertEnquiryToBooking(
    @Args('id', { type: () => ID }, InboxItemIdPipe) id: EntityId,
    @Args('input') input: ConvertEnquiryInput,
    @CurrentUser() user: AuthUser,
  ): Promise<InboxItem> {
    return this.inboxService.convert(id, input, user);
  }

  @ResolveField(() => StaffMember, { nullable: true })
  assignedTo(@Parent() item: InboxItem, @Context('req') req: Request): Promise<StaffMember | null> | null {
    return item.assignedToId ? this.loaders.for(req).user.load(item.assignedToId) : null;
  }

  @ResolveField(() => Booking, { nullable: true, description: 'Set for BOOKING_REQUEST and STAY_RESERVATION.' })
  booking(@Parent() item: InboxItem, @Context('req') req: Request): Promise<Booking | null> | null {
    return item.kind === 'BOOKING_REQUEST' || item.kind === 'STAY_RESERVATION' ? this.loaders.for(req).booking.load(item.id) : null;
  }

  @ResolveField(() => Enquiry, { nullable: true, description: 'Set for the three enquiry kinds.' })
  enquiry(@Parent() item: InboxItem, @Context('req') req: Request): Promise<Enquiry | null> | null {
    return item.kind === 'BOOKING_REQUEST' || item.kind === 'STAY_RESERVATION' ? null : this.loaders.for(req).enquiry.load(item.id);
  }

  @ResolveField(() => [InboxNote], { description: 'Oldest first.' })
  notes(@Parent() item: InboxItem, @Context('req') req: Request): Promise<InboxNote[]> {
    return this.loaders.for(req).notes.load(item.id);
  }

  @ResolveField(() => [AuditEvent], { description: 'The audit trail of the booking or enquiry, oldest first.' })
  history(@Parent() item: InboxItem, @Context('req') req: Request): Promise<AuditEvent[]> {
    return this.loaders.for(req).history.load(item.id);
  }
}
