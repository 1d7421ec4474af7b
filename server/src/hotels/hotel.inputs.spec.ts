import { describe, expect, it } from '@jest/globals';
import { AppError } from '../common/errors.js';
import { validateInput } from '../common/validation.js';
import { HOTEL_PHOTO_URL, HotelInput, RegisterEstablishmentInput } from './hotel.inputs.js';
import { fromRestEstablishmentBody, fromRestHotelBody } from './hotel.rest.js';

const hotel = {
  name: ' Baobab Lodge ',
  type: 'Lodge',
  address: '1 Main Road',
  country: 'South Africa',
  city: 'Musina',
  postalCode: '0900',
  email: 'stay@baobab.example',
  phone: '+27 15 534 0000',
  photos: [' /uploads/abc.webp '],
  description: 'Under the baobabs.',
  rating: 4,
};

async function fieldsOf(type: new () => object, plain: unknown): Promise<Record<string, string>> {
  try {
    await validateInput(type, plain);
  } catch (error) {
    if (error instanceof AppError) return error.fields ?? {};
    throw error;
  }
  return {};
}

describe('HotelInput', () => {
  it('trims text and photo addresses and defaults the distance to 0', async () => {
    const input = await validateInput(HotelInput, { ...hotel });
    expect(input).toMatchObject({ name: 'Baobab Lodge', photos: ['/uploads/abc.webp'], distanceFromCentreM: 0 });
    expect(await validateInput(HotelInput, { ...hotel, distanceFromCentreM: null })).toMatchObject({ distanceFromCentreM: 0 });
  });

  it('accepts ratings 0 and 5 and 8 photos, refuses the step beyond', async () => {
    await validateInput(HotelInput, { ...hotel, rating: 0 });
    await validateInput(HotelInput, { ...hotel, rating: 5, photos: Array(8).fill('/photos/x.jpg') });
    expect(await fieldsOf(HotelInput, { ...hotel, rating: 5.01 })).toEqual({ rating: 'Rating must be between 0 and 5.' });
    expect(await fieldsOf(HotelInput, { ...hotel, photos: Array(9).fill('/photos/x.jpg') })).toEqual({
      photos: 'You can upload a maximum of 8 photos.',
    });
    expect(await fieldsOf(HotelInput, { ...hotel, distanceFromCentreM: 1.5 })).toEqual({
      distanceFromCentreM: 'Distance from the centre must be a whole number of metres.',
    });
  });

  it.each([
    ['/uploads/5b1c-thumb.webp', true],
    ['/photos/beach.jpg', true],
    ['https://cdn.example/a.jpg?w=800', true],
    ['http://example.com/b.png', true],
    ['/uploads/../etc/passwd', false],
    ['/uploads/.hidden', false],
    ['/elsewhere/a.jpg', false],
    ['javascript:alert(1)', false],
    ['data:image/png;base64,AAAA', false],
    ['https://a.example/"onerror="x', false],
    ['ftp://example.com/a.jpg', false],
  ])('photo address %s allowed: %s', (url, allowed) => {
    expect(HOTEL_PHOTO_URL.test(url)).toBe(allowed);
  });
});

describe('REST bodies', () => {
  it('maps desc, distance and numbers written as text; drops echoed ids', () => {
    expect(fromRestHotelBody({ _id: 'x', id: 'y', desc: 'D', distance: '250', rating: '4.5', name: 'N' })).toEqual({
      description: 'D',
      distanceFromCentreM: 250,
      rating: 4.5,
      name: 'N',
    });
    expect(fromRestHotelBody({ rating: 'four' })).toEqual({ rating: 'four' });
  });

  it('reads a flat establishment body: the hotel contact fields are also the account fields', () => {
    const { description, ...rest } = hotel;
    const mapped = fromRestEstablishmentBody({ ...rest, desc: description, username: 'baobab', password: 'Under-the-Tree-26' });
    expect(mapped).toEqual({
      username: 'baobab',
      password: 'Under-the-Tree-26',
      email: hotel.email,
      phone: hotel.phone,
      country: hotel.country,
      city: hotel.city,
      hotel: { ...rest, description },
    });
  });

  it('reads { user, hotel } and the GraphQL shape alike', async () => {
    const user = { username: 'baobab', password: 'Under-the-Tree-26', email: 'o@baobab.example', phone: '+27 82 555 0123', country: 'South Africa', city: 'Musina' };
    const nested = fromRestEstablishmentBody({ user, hotel });
    expect(nested).toEqual(fromRestEstablishmentBody({ ...user, hotel }));
    const input = await validateInput(RegisterEstablishmentInput, nested);
    expect(input.hotel).toBeInstanceOf(HotelInput);
    expect(input.hotel.name).toBe('Baobab Lodge');
    expect(await fieldsOf(RegisterEstablishmentInput, { ...user })).toEqual({ hotel: 'The hotel details are required.' });
  });
});
