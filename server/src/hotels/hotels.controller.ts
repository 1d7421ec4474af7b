import { Body, Controller, Delete, Get, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthPayload } from '../auth/auth.model.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Allow, CurrentUser, Public } from '../auth/decorators.js';
import { Permission } from '../auth/permissions.js';
import { withRetryAfter } from '../auth/retry-after.js';
import { ClientAddress } from '../auth/client-address.js';
import { notFound } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { NOT_YOUR_HOTEL } from './hotel-ownership.js';
import { HotelInput, RegisterEstablishmentInput } from './hotel.inputs.js';
import { fromRestEstablishmentBody, fromRestHotelBody, toRestHotel, type RestHotel } from './hotel.rest.js';
import { type EntityId, IdParam, rowId } from '../common/entity-id.js';
import { HOTEL_NOT_FOUND, HotelIdPipe } from './hotel.mapper.js';
import { HOTEL_HAS_STAYS, HotelsService } from './hotels.service.js';

const HOTEL_EXAMPLE = {
  name: 'Atlantic View Hotel',
  type: 'Hotel',
  address: '12 Beach Road, Sea Point',
  country: 'South Africa',
  city: 'Cape Town',
  postalCode: '8005',
  email: 'reservations@atlanticview.example',
  phone: '+27 21 434 5120',
  photos: ['/uploads/0b6c3c7e-3f1e-4d65-a0a4-1c9f0f3b2f11.webp'],
  desc: 'Sea-facing rooms five minutes from the promenade.',
  rating: 4.5,
  distance: 1200,
};

/**
 * The spec's hotel paths under {api}/hotels; same service and rules as GraphQL. GET /hotels (the
 * list and stay search) is served by the stays module's controller on the same prefix.
 */
@ApiTags('hotels')
@Controller('hotels')
export class HotelsController {
  constructor(private readonly hotels: HotelsService) {}

  @Public()
  @Post('hotelanduser')
  @ApiOperation({
    summary: 'Register an establishment: a hotel manager account and its hotel, in one transaction.',
    description:
      'Answers the same session as POST /auth/login, plus the hotel. Accepts three bodies: ' +
      '(1) flat: the hotel payload plus username and password — the hotel\'s email, phone, country and city are ' +
      "also the account's; (2) { user: { username, password, email, phone, country, city }, hotel: { ...hotel payload } }; " +
      '(3) the GraphQL RegisterEstablishmentInput: { username, password, email, phone, country, city, hotel: {...} }. ' +
      'Hotel payload names: desc (or description), distance (or distanceFromCentreM).',
  })
  @ApiBody({
    schema: {
      oneOf: [
        { type: 'object', example: { ...HOTEL_EXAMPLE, username: 'atlantic.view', password: 'Seapoint2026' } },
        {
          type: 'object',
          example: {
            user: {
              username: 'atlantic.view',
              password: 'Seapoint2026',
              email: 'owner@atlanticview.example',
              phone: '+27 82 555 0123',
              country: 'South Africa',
              city: 'Cape Town',
            },
            hotel: HOTEL_EXAMPLE,
          },
        },
      ],
    },
  })
  @ApiCreatedResponse({ description: 'The signed-in session (token, expiresAt, isAdmin, isCoolUser, details) and hotel.' })
  @ApiBadRequestResponse({ description: 'A field is missing or malformed, or the username or email is taken.' })
  @ApiTooManyRequestsResponse({ description: 'Too many registrations from this address; see the Retry-After header.' })
  async registerEstablishment(
    @Body() body: Record<string, unknown>,
    @ClientAddress() clientAddress: string | null,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthPayload & { hotel: RestHotel | null }> {
    const input = await validateInput(RegisterEstablishmentInput, fromRestEstablishmentBody(body));
    const session = await withRetryAfter(response, this.hotels.registerEstablishment(input, { clientAddress }));
    const hotelId = session.details.hotels[0];
    // The new manager's own hotel, pending review: shown to them.
    const owner = { id: session.details.id, username: session.details.username, role: session.details.role };
    const hotel = hotelId ? await this.hotels.findById(rowId(hotelId), owner) : undefined;
    return { ...session, hotel: hotel ? toRestHotel(hotel) : null };
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ schema: { example: { _id: '…', ...HOTEL_EXAMPLE } } })
  @ApiNotFoundResponse({ description: HOTEL_NOT_FOUND })
  async one(@IdParam(HotelIdPipe) id: EntityId, @CurrentUser() viewer: AuthUser | undefined): Promise<RestHotel> {
    const hotel = await this.hotels.findById(id, viewer);
    if (!hotel) throw notFound(HOTEL_NOT_FOUND);
    return toRestHotel(hotel);
  }

  @Allow(Permission.ManageHotels)
  @Post()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Creates a hotel; a hotel manager's new hotel joins their list." })
  @ApiBody({ type: HotelInput, description: 'Also accepts the spec names desc and distance.', examples: { hotel: { value: HOTEL_EXAMPLE } } })
  async create(@CurrentUser() user: AuthUser, @Body() body: Record<string, unknown>): Promise<RestHotel> {
    const input = await validateInput(HotelInput, fromRestHotelBody(body));
    return toRestHotel(await this.hotels.create(user, input));
  }

  @Allow(Permission.ManageHotels)
  @Put(':id')
  @ApiBearerAuth()
  @ApiBody({ type: HotelInput, description: 'Every field; also accepts desc and distance.', examples: { hotel: { value: HOTEL_EXAMPLE } } })
  @ApiForbiddenResponse({ description: NOT_YOUR_HOTEL })
  @ApiNotFoundResponse({ description: HOTEL_NOT_FOUND })
  async update(@CurrentUser() user: AuthUser, @IdParam(HotelIdPipe) id: EntityId, @Body() body: Record<string, unknown>): Promise<RestHotel> {
    const input = await validateInput(HotelInput, fromRestHotelBody(body));
    return toRestHotel(await this.hotels.update(user, id, input));
  }

  @Allow(Permission.ManageHotels)
  @Delete(':id')
  @ApiBearerAuth()
  @ApiOperation({ summary: "Deletes a hotel the caller manages (the spec's client sent no bearer: one is required here)." })
  @ApiOkResponse({ schema: { example: { message: 'Hotel deleted successfully' } } })
  @ApiForbiddenResponse({ description: NOT_YOUR_HOTEL })
  @ApiConflictResponse({ description: HOTEL_HAS_STAYS })
  async remove(@CurrentUser() user: AuthUser, @IdParam(HotelIdPipe) id: EntityId): Promise<{ message: string }> {
    await this.hotels.delete(user, id);
    return { message: 'Hotel deleted successfully' };
  }
}
