/**
 * Five demo establishments in different South African cities, with their room inventory, amenities,
 * activities and rate types. Nightly rates are derived from each room type's base rate in seed.ts.
 */
import type { RatePresetName } from '../common/rate-presets.js';
import { PHOTO, type PhotoUrl } from './photos.data.js';

export interface RoomSeed {
  readonly title: string;
  /** Room numbers: each one is a bookable unit, unique within the hotel. */
  readonly numbers: readonly string[];
}

export interface RoomTypeSeed {
  readonly name: string;
  readonly description: string;
  readonly capacity: number;
  /** Whole rand per night for the room (double occupancy, rack). */
  readonly baseRate: number;
  readonly amenities: readonly string[];
  readonly photos: readonly PhotoUrl[];
  readonly rooms: readonly RoomSeed[];
  /** Rate types offered for this room type; Rack Rate and STO Rate are always added. */
  readonly extraRates: readonly RatePresetName[];
}

export interface HotelSeed {
  readonly name: string;
  readonly type: string;
  readonly address: string;
  readonly country: string;
  readonly city: string;
  readonly postalCode: string;
  readonly email: string;
  readonly phone: string;
  readonly photos: readonly PhotoUrl[];
  readonly description: string;
  readonly rating: number;
  readonly distanceFromCentreM: number;
  /** Friday and Saturday nights cost this much more, in percent. */
  readonly weekendUpliftPercent: number;
  /** Whether the demo hotel manager has this hotel in their list. */
  readonly managedByDemoManager: boolean;
  readonly roomTypes: readonly RoomTypeSeed[];
  readonly amenities: readonly { readonly name: string; readonly description: string }[];
  readonly activities: readonly {
    readonly name: string;
    readonly description: string;
    readonly duration: string;
    readonly maxParticipants: number;
    /** Whole rand per person; undefined when free for guests. */
    readonly price?: number;
  }[];
  /** Room numbers closed for maintenance or owner use, as day offsets from today. */
  readonly unavailable: readonly { readonly number: string; readonly dayOffsets: readonly number[] }[];
}

/** Price of each preset relative to the rack rate (1.00), for single, double and group occupancy. */
export const RATE_FACTORS: Readonly<Record<RatePresetName, number>> = {
  'Rack Rate': 1,
  'STO Rate': 0.75,
  'Corporate Rate': 0.85,
  'Wholesale Rate': 0.7,
  'Package Rate': 0.9,
  'Seasonal Rate': 1.15,
  'Weekend Rate': 1.1,
  'Long-Term Rate': 0.8,
  'Student Rate': 0.75,
  'Senior Citizen Rate': 0.85,
  'Family Rate': 0.9,
  'Inside Cabin Rate': 0.8,
  'Ocean View Rate': 1,
  'Suite Rate': 1.2,
  'Balcony Rate': 1.1,
};
/** A single traveller pays less than two sharing; a group rate is per room for 10 rooms or more. */
export const SINGLE_FACTOR = 0.8;
export const GROUP_FACTOR = 0.88;

const floor = (first: number, count: number): string[] => Array.from({ length: count }, (_, i) => String(first + i));

export const HOTELS: readonly HotelSeed[] = [
  {
    name: 'Atlantic View Boutique Hotel',
    type: 'Boutique Hotel',
    address: '14 Beach Road, Sea Point',
    country: 'South Africa',
    city: 'Cape Town',
    postalCode: '8005',
    email: 'reservations@atlanticviewhotel.co.za',
    phone: '+27 21 434 5120',
    photos: [PHOTO.lakesideDeckGoldenHour, PHOTO.foggyJetty, PHOTO.coastalDuneGrass, PHOTO.lakeTwilight],
    description:
      'A 16-room boutique hotel across the road from the Sea Point promenade, with Lion’s Head behind and the ' +
      'Atlantic in front. Walk to the V&A Waterfront in 25 minutes, swim in the rooftop pool and watch the sun ' +
      'set over the ocean from the breakfast terrace.',
    rating: 4.6,
    distanceFromCentreM: 3200,
    weekendUpliftPercent: 15,
    managedByDemoManager: true,
    roomTypes: [
      {
        name: 'Classic Queen Room',
        description: 'A light, quiet room at the back of the hotel with a queen bed and a rain shower.',
        capacity: 2,
        baseRate: 1950,
        amenities: ['Queen bed', 'Rain shower', 'Air conditioning', 'Smart TV', 'Tea and coffee station'],
        photos: [PHOTO.gardenMarigold, PHOTO.lakesideDeckGoldenHour],
        rooms: [
          { title: 'Classic Queen Rooms, first floor', numbers: floor(101, 6) },
          { title: 'Classic Queen Rooms, second floor', numbers: floor(201, 4) },
        ],
        extraRates: ['Corporate Rate', 'Seasonal Rate'],
      },
      {
        name: 'Sea-Facing King Room',
        description: 'A king room with a private balcony facing the Atlantic and a freestanding bath.',
        capacity: 2,
        baseRate: 2950,
        amenities: ['King bed', 'Sea-facing balcony', 'Freestanding bath', 'Air conditioning', 'Nespresso machine'],
        photos: [PHOTO.lakeTwilight, PHOTO.coastalDuneGrass],
        rooms: [{ title: 'Sea-Facing King Rooms', numbers: floor(301, 4) }],
        extraRates: ['Corporate Rate', 'Seasonal Rate'],
      },
      {
        name: 'Penthouse Suite',
        description: 'Two bedrooms, a lounge and a wraparound terrace with views from Lion’s Head to Robben Island.',
        capacity: 4,
        baseRate: 4800,
        amenities: ['Two bedrooms', 'Wraparound terrace', 'Lounge', 'Kitchenette', 'Complimentary minibar'],
        photos: [PHOTO.lakeTwilight, PHOTO.lakesideDeckGoldenHour, PHOTO.foggyJetty],
        rooms: [{ title: 'Penthouse Suites', numbers: ['401', '402'] }],
        extraRates: ['Suite Rate', 'Seasonal Rate'],
      },
    ],
    amenities: [
      { name: 'Rooftop pool', description: 'Heated plunge pool and sun deck with views of the Atlantic.' },
      { name: 'Free Wi-Fi', description: 'Uncapped fibre Wi-Fi throughout the hotel.' },
      { name: 'Secure parking', description: 'Undercover parking for one car per room, R80 per night.' },
      { name: 'Breakfast terrace', description: 'Full breakfast served from 06:30 to 10:30.' },
      { name: 'Airport shuttle', description: 'Shuttle to Cape Town International on request, R450 per trip.' },
    ],
    activities: [
      {
        name: 'Sea Point promenade sunset walk',
        description: 'A relaxed walk along the promenade with a local guide, ending with sundowners at the hotel.',
        duration: '2 hours',
        maxParticipants: 15,
      },
      {
        name: 'Cape Peninsula day tour',
        description: "Chapman's Peak, the penguins at Boulders Beach and Cape Point, with lunch in Simon's Town.",
        duration: 'Full day',
        maxParticipants: 12,
        price: 1450,
      },
      {
        name: 'Cape wine tasting evening',
        description: 'Six wines from Stellenbosch and the Swartland with local cheeses, hosted by our sommelier.',
        duration: '2 hours',
        maxParticipants: 20,
        price: 350,
      },
    ],
    unavailable: [
      { number: '102', dayOffsets: [2, 3, 4] },
      { number: '401', dayOffsets: [14, 15] },
    ],
  },
  {
    name: 'Umhlanga Sands Resort',
    type: 'Resort',
    address: '22 Lagoon Drive, Umhlanga Rocks',
    country: 'South Africa',
    city: 'Durban',
    postalCode: '4319',
    email: 'bookings@umhlangasands.co.za',
    phone: '+27 31 561 2270',
    photos: [PHOTO.beachAerialWaves, PHOTO.coastalDuneGrass, PHOTO.foggyJetty],
    description:
      'A family resort on the beach at Umhlanga Rocks, a short walk from the lighthouse and the promenade. Warm ' +
      "Indian Ocean swimming all year, a kids' club, a spa and sea-view rooms make it a favourite for KwaZulu-Natal " +
      'school holidays.',
    rating: 4.4,
    distanceFromCentreM: 18_000,
    weekendUpliftPercent: 20,
    managedByDemoManager: true,
    roomTypes: [
      {
        name: 'Standard Twin Room',
        description: 'Two single beds, a garden-facing patio and everything you need after a day on the beach.',
        capacity: 2,
        baseRate: 1650,
        amenities: ['Two single beds', 'Garden patio', 'Air conditioning', 'Bar fridge'],
        photos: [PHOTO.gardenMarigold, PHOTO.lakesideDeckGoldenHour],
        rooms: [{ title: 'Garden wing twin rooms', numbers: floor(101, 10) }],
        extraRates: ['Package Rate', 'Seasonal Rate'],
      },
      {
        name: 'Family Sea-View Room',
        description: 'A king bed and two bunk beds, with a balcony looking straight out over the beach.',
        capacity: 4,
        baseRate: 2850,
        amenities: ['King bed', 'Bunk beds', 'Sea-view balcony', 'Air conditioning', 'Microwave and fridge'],
        photos: [PHOTO.beachAerialWaves, PHOTO.coastalDuneGrass],
        rooms: [{ title: 'Sea-view family rooms', numbers: floor(201, 6) }],
        extraRates: ['Family Rate', 'Seasonal Rate'],
      },
      {
        name: 'Lagoon Suite',
        description: 'A suite with a separate lounge and a deck over the Ohlanga lagoon, ideal for birdwatchers.',
        capacity: 3,
        baseRate: 3900,
        amenities: ['King bed', 'Sleeper couch', 'Lagoon deck', 'Bathtub', 'Espresso machine'],
        photos: [PHOTO.lakesideDeckGoldenHour, PHOTO.mistyLakeBlueHour],
        rooms: [{ title: 'Lagoon suites', numbers: floor(301, 3) }],
        extraRates: ['Suite Rate'],
      },
    ],
    amenities: [
      { name: 'Beachfront pool', description: 'Large heated pool with a shallow children’s section.' },
      { name: "Kids' club", description: 'Supervised activities for children aged 4 to 12, daily from 09:00 to 17:00.' },
      { name: 'Ocean spa', description: 'Massages and facials; book at reception.' },
      { name: 'Restaurant', description: 'Seafood and Durban curries, with a buffet breakfast.' },
      { name: 'Free Wi-Fi', description: 'Wi-Fi in all rooms and public areas.' },
      { name: 'Free parking', description: 'Secure on-site parking.' },
    ],
    activities: [
      {
        name: 'Dolphin-spotting boat trip',
        description: 'A ski-boat launch through the surf to look for bottlenose dolphins and, in winter, humpback whales.',
        duration: '2 hours',
        maxParticipants: 12,
        price: 850,
      },
      {
        name: 'Beginner surf lesson',
        description: 'Board, wetsuit and a qualified instructor on the sheltered beach in front of the resort.',
        duration: '90 minutes',
        maxParticipants: 6,
        price: 450,
      },
      {
        name: 'Lighthouse and lagoon walk',
        description: 'A guided walk along the promenade to the lighthouse and the Umhlanga lagoon nature reserve.',
        duration: '2 hours',
        maxParticipants: 20,
      },
    ],
    unavailable: [{ number: '203', dayOffsets: [7, 8] }],
  },
  {
    name: 'Sandton Summit Hotel',
    type: 'Hotel',
    address: '88 Rivonia Road, Sandton',
    country: 'South Africa',
    city: 'Johannesburg',
    postalCode: '2196',
    email: 'stay@sandtonsummithotel.co.za',
    phone: '+27 11 783 4400',
    photos: [PHOTO.bridgeCablesEstuary, PHOTO.stormOpenRoad, PHOTO.lakesideDeckGoldenHour],
    description:
      'A business hotel in the heart of Sandton, five minutes on foot from the Gautrain station and Nelson ' +
      'Mandela Square. Conference rooms for up to 200, a 24-hour gym and a rooftop bar with views over the ' +
      'Johannesburg skyline.',
    rating: 4.2,
    distanceFromCentreM: 14_500,
    weekendUpliftPercent: 5,
    managedByDemoManager: false,
    roomTypes: [
      {
        name: 'Executive King Room',
        description: 'A king bed, a proper work desk and blackout curtains for the morning after a late flight.',
        capacity: 2,
        baseRate: 2200,
        amenities: ['King bed', 'Work desk', 'Blackout curtains', 'Air conditioning', 'In-room safe'],
        photos: [PHOTO.bridgeCablesEstuary, PHOTO.stormOpenRoad],
        rooms: [{ title: 'Executive floor', numbers: floor(101, 12) }],
        extraRates: ['Corporate Rate', 'Weekend Rate', 'Long-Term Rate'],
      },
      {
        name: 'Business Twin Room',
        description: 'Two double beds for colleagues sharing, with two desks and fast Wi-Fi.',
        capacity: 2,
        baseRate: 1900,
        amenities: ['Two double beds', 'Two work desks', 'Air conditioning', 'Smart TV'],
        photos: [PHOTO.stormOpenRoad],
        rooms: [{ title: 'Twin floor', numbers: floor(201, 8) }],
        extraRates: ['Corporate Rate', 'Wholesale Rate'],
      },
      {
        name: 'Junior Suite',
        description: 'A separate lounge for meetings, a king bed and a bath with a view of the Sandton skyline.',
        capacity: 2,
        baseRate: 3600,
        amenities: ['King bed', 'Separate lounge', 'Bathtub', 'Nespresso machine', 'Club lounge access'],
        photos: [PHOTO.lakesideDeckGoldenHour, PHOTO.bridgeCablesEstuary],
        rooms: [{ title: 'Suite floor', numbers: floor(301, 4) }],
        extraRates: ['Corporate Rate', 'Suite Rate'],
      },
    ],
    amenities: [
      { name: 'Gautrain shuttle', description: 'Free shuttle to Sandton Gautrain station every 15 minutes.' },
      { name: 'Conference centre', description: 'Six meeting rooms for 10 to 200 delegates.' },
      { name: '24-hour gym', description: 'Cardio and weights, open around the clock.' },
      { name: 'Rooftop bar', description: 'Cocktails and small plates with views of the skyline.' },
      { name: 'Free Wi-Fi', description: 'High-speed Wi-Fi in rooms and meeting spaces.' },
    ],
    activities: [
      {
        name: 'Soweto and Apartheid Museum tour',
        description: 'Vilakazi Street, the Hector Pieterson Memorial and the Apartheid Museum with a Soweto-born guide.',
        duration: 'Full day',
        maxParticipants: 14,
        price: 1250,
      },
      {
        name: 'Cradle of Humankind excursion',
        description: 'The Sterkfontein Caves and the Maropeng visitor centre at the UNESCO World Heritage Site.',
        duration: 'Full day',
        maxParticipants: 12,
        price: 1450,
      },
    ],
    unavailable: [{ number: '110', dayOffsets: [3, 4] }],
  },
  {
    name: 'Centurion Lakeside Lodge',
    type: 'Guest Lodge',
    address: '5 Lake Drive, Centurion Central',
    country: 'South Africa',
    city: 'Centurion',
    postalCode: '0157',
    email: 'info@centurionlakeside.co.za',
    phone: '+27 12 663 9021',
    photos: [PHOTO.lakeBoatsSunset, PHOTO.lakesideDeckGoldenHour, PHOTO.gardenMarigold],
    description:
      'A friendly guest lodge on the Centurion lake, halfway between Johannesburg and Pretoria and close to the ' +
      'Gautrain. Rooms open onto a garden that runs down to the water, and breakfast is served on the lakeside ' +
      'deck.',
    rating: 4,
    distanceFromCentreM: 1200,
    weekendUpliftPercent: 10,
    managedByDemoManager: true,
    roomTypes: [
      {
        name: 'Standard Double Room',
        description: 'A double bed, a garden patio and a walk-in shower.',
        capacity: 2,
        baseRate: 1150,
        amenities: ['Double bed', 'Garden patio', 'Walk-in shower', 'Ceiling fan', 'DStv'],
        photos: [PHOTO.gardenMarigold, PHOTO.lakesideDeckGoldenHour],
        rooms: [{ title: 'Garden rooms', numbers: floor(1, 8) }],
        extraRates: ['Corporate Rate', 'Senior Citizen Rate', 'Student Rate'],
      },
      {
        name: 'Garden Family Room',
        description: 'A double bed and two singles with a lawn for the children, a few steps from the lake.',
        capacity: 4,
        baseRate: 1750,
        amenities: ['Double bed', 'Two single beds', 'Garden patio', 'Bar fridge', 'Microwave'],
        photos: [PHOTO.gardenMarigold, PHOTO.lakeBoatsSunset],
        rooms: [{ title: 'Lakeside family rooms', numbers: floor(11, 4) }],
        extraRates: ['Family Rate', 'Long-Term Rate'],
      },
    ],
    amenities: [
      { name: 'Lakeside garden', description: 'Lawns and a deck on the Centurion lake.' },
      { name: 'Free parking', description: 'Gated parking inside the property.' },
      { name: 'Breakfast included', description: 'Cooked breakfast on the deck from 06:00.' },
      { name: 'Free Wi-Fi', description: 'Fibre Wi-Fi, with backup power during load shedding.' },
    ],
    activities: [
      {
        name: 'Lakeside birding walk',
        description: 'An early walk around the lake with our resident birder: herons, kingfishers and weavers.',
        duration: '1 hour',
        maxParticipants: 10,
      },
      {
        name: 'Pretoria city tour',
        description: 'The Union Buildings, Church Square and the Voortrekker Monument.',
        duration: 'Half day',
        maxParticipants: 12,
        price: 650,
      },
      {
        name: 'Cullinan diamond mine tour',
        description: 'A surface tour of the mine that produced the Cullinan diamond, and lunch in the old village.',
        duration: 'Half day',
        maxParticipants: 10,
        price: 890,
      },
    ],
    unavailable: [{ number: '3', dayOffsets: [5, 6] }],
  },
  {
    name: 'Marula Bush Lodge',
    type: 'Safari Lodge',
    address: 'Plot 27, R40 White River Road, Hazyview',
    country: 'South Africa',
    city: 'Hazyview',
    postalCode: '1242',
    email: 'reservations@marulabushlodge.co.za',
    phone: '+27 13 737 8190',
    photos: [PHOTO.safariSavanna, PHOTO.forestStream, PHOTO.mountainSummitSunrise, PHOTO.lakeBoatsSunset],
    description:
      "A thatched lodge on the Sabie River, 15 minutes from the Kruger National Park's Phabeni Gate. Chalets look " +
      'onto the river bush, dinners are served in the boma around a fire, and our guides run daily game drives ' +
      'into the park and trips along the Panorama Route.',
    rating: 4.8,
    distanceFromCentreM: 6500,
    weekendUpliftPercent: 10,
    managedByDemoManager: false,
    roomTypes: [
      {
        name: 'Bush Chalet',
        description: 'A thatched chalet with a queen bed, an outdoor shower and a stoep facing the river bush.',
        capacity: 2,
        baseRate: 2400,
        amenities: ['Queen bed', 'Outdoor shower', 'Private stoep', 'Ceiling fan', 'Mosquito nets'],
        photos: [PHOTO.forestStream, PHOTO.safariSavanna],
        rooms: [{ title: 'River bush chalets', numbers: floor(101, 8) }],
        extraRates: ['Package Rate', 'Seasonal Rate'],
      },
      {
        name: 'Family Chalet',
        description: 'Two bedrooms under one thatch roof, sharing a lounge and a braai area.',
        capacity: 4,
        baseRate: 3600,
        amenities: ['Two bedrooms', 'Lounge', 'Braai area', 'Air conditioning', 'Kitchenette'],
        photos: [PHOTO.forestTrail, PHOTO.forestStream],
        rooms: [{ title: 'Family chalets', numbers: floor(201, 4) }],
        extraRates: ['Family Rate', 'Package Rate'],
      },
      {
        name: 'Luxury Tented Suite',
        description: 'A canvas suite on a raised deck over the river, with a plunge pool and a claw-foot bath.',
        capacity: 2,
        baseRate: 4500,
        amenities: ['King bed', 'Plunge pool', 'Claw-foot bath', 'River deck', 'Complimentary minibar'],
        photos: [PHOTO.mountainSummitSunrise, PHOTO.lakesideDeckGoldenHour],
        rooms: [{ title: 'River tented suites', numbers: floor(301, 3) }],
        extraRates: ['Suite Rate', 'Package Rate'],
      },
    ],
    amenities: [
      { name: 'Boma dinners', description: 'Dinner around the fire under the stars, three nights a week.' },
      { name: 'Rim-flow pool', description: 'Pool overlooking the Sabie River.' },
      { name: 'Restaurant', description: 'Breakfast, lunch and dinner with Lowveld produce.' },
      { name: 'Wi-Fi in the main lodge', description: 'Wi-Fi in the lounge and on the deck; rooms are kept quiet.' },
      { name: 'Guided nature walks', description: 'Morning walks on the property with a qualified guide.' },
    ],
    activities: [
      {
        name: 'Full-day Kruger game drive',
        description: 'An open vehicle into the southern Kruger from gate opening, with a picnic breakfast.',
        duration: 'Full day',
        maxParticipants: 9,
        price: 1650,
      },
      {
        name: 'Sunset bush walk',
        description: 'A walk with an armed field guide to learn tracks, trees and birds, ending with sundowners.',
        duration: '3 hours',
        maxParticipants: 8,
        price: 750,
      },
      {
        name: 'Panorama Route tour',
        description: "God's Window, Bourke's Luck Potholes and the Three Rondavels, with pancakes in Graskop.",
        duration: 'Full day',
        maxParticipants: 10,
        price: 1350,
      },
      {
        name: 'Night drive',
        description: 'A spotlight drive to find the nocturnal animals: genets, bushbabies and, with luck, a leopard.',
        duration: '2 hours',
        maxParticipants: 9,
        price: 650,
      },
    ],
    unavailable: [
      { number: '302', dayOffsets: [10, 11, 12] },
      { number: '105', dayOffsets: [0, 1] },
    ],
  },
];
