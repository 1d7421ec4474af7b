/**
 * The demo catalogue: simple packages and rich holiday packages (kind HOLIDAY, with destinations and a
 * day-by-day itinerary). Dates are offsets from "today" so the demo never goes stale: the home page's
 * cruise and adventure window (3 months either side of today) always has something to show.
 */
import {
  CANCELLATION_CRUISE,
  CANCELLATION_SAFARI,
  CANCELLATION_STANDARD,
  COMMON_EXCLUSIONS,
  TERMS_CRUISE,
  TERMS_INTERNATIONAL,
  TERMS_LOCAL,
  TERMS_USD,
  type PackageAmenity,
  type PackageInclude,
  type PackageTypeName,
} from './package-options.data.js';
import { PHOTO, type PhotoUrl } from './photos.data.js';

/** Meals included on a day: B breakfast, L lunch, D dinner. */
export type Meals = '' | 'B' | 'L' | 'D' | 'BL' | 'BD' | 'LD' | 'BLD';

export interface ItineraryDaySeed {
  readonly title: string;
  readonly description: string;
  readonly meals: Meals;
  readonly stay?: { readonly name: string; readonly type: string; readonly rating: number };
  readonly transport?: { readonly type: string; readonly details: string };
}

export interface HolidaySeed {
  readonly destinations: readonly { readonly location: string; readonly attractions: readonly string[] }[];
  /** One entry per day of the package: length must equal nights + 1. */
  readonly itinerary: readonly ItineraryDaySeed[];
  readonly exclusions: readonly string[];
  readonly cancellationPolicy: string;
}

export interface PackageSeed {
  readonly title: string;
  readonly type: PackageTypeName;
  readonly description: string;
  readonly country: string;
  readonly city: string;
  /** Departure relative to the seed's "today", in days (negative: already departed). */
  readonly startOffsetDays: number;
  readonly nights: number;
  readonly maxGuests: number;
  readonly minAge: number;
  /** Whole currency units (rand or dollars); stored as cents. */
  readonly priceAdult: number;
  /** The adult price before a special offer: set puts the package on the Specials page. */
  readonly wasPriceAdult?: number;
  readonly priceChild?: number;
  readonly currency?: 'ZAR' | 'USD';
  readonly photos: readonly PhotoUrl[];
  readonly includes: readonly PackageInclude[];
  readonly amenities: readonly PackageAmenity[];
  readonly terms: string;
  readonly featured?: boolean;
  readonly holiday?: HolidaySeed;
}

const day = (
  title: string,
  description: string,
  meals: Meals,
  stay?: ItineraryDaySeed['stay'],
  transport?: ItineraryDaySeed['transport'],
): ItineraryDaySeed => ({ title, description, meals, stay, transport });

const stay = (name: string, type: string, rating: number) => ({ name, type, rating });
const by = (type: string, details: string) => ({ type, details });

const MARULA = stay('Marula Bush Lodge', 'Safari lodge', 4);
const ATLANTIC = stay('Atlantic View Boutique Hotel', 'Boutique hotel', 4);
const MACHAME_TENTS = (camp: string) => stay(camp, 'Mountain tented camp', 2);

export const PACKAGES: readonly PackageSeed[] = [
  // ---------------------------------------------------------------- Cruise
  {
    title: 'Durban to Portuguese Island Cruise',
    type: 'Cruise',
    description:
      'Three nights at sea on a family-friendly liner sailing from the Durban cruise terminal to Portuguese Island ' +
      'off Mozambique. Spend a day on white sand and in warm, clear water, then enjoy the pools, shows and ' +
      'restaurants on board. The perfect first cruise, and no flights needed.',
    country: 'South Africa',
    city: 'Durban',
    startOffsetDays: -40,
    nights: 3,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 10_900,
    wasPriceAdult: 13_100,
    priceChild: 4_900,
    photos: [PHOTO.beachAerialWaves, PHOTO.foggyJetty],
    includes: ['Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_CRUISE,
  },
  {
    title: 'Cape Town to Walvis Bay Coastal Cruise',
    type: 'Cruise',
    description:
      "Sail north along the Atlantic coast from Cape Town to Namibia's Walvis Bay and Lüderitz. Go dolphin " +
      'watching in the lagoon, explore the old German colonial streets of Lüderitz and take an optional 4x4 ' +
      'excursion to Sandwich Harbour, where the dunes meet the sea.',
    country: 'South Africa',
    city: 'Cape Town',
    startOffsetDays: 20,
    nights: 5,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 22_900,
    priceChild: 9_900,
    photos: [PHOTO.coastalDuneGrass, PHOTO.foggyJetty, PHOTO.beachAerialWaves],
    includes: ['Food & Drinks', 'Pick and Drop Services'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Smoking Allowed', 'Wireless Internet'],
    terms: TERMS_CRUISE,
  },
  {
    title: 'Arabian Gulf Cruise from Dubai',
    type: 'Cruise',
    description:
      'Seven nights round trip from Dubai calling at Abu Dhabi, Sir Bani Yas Island, Doha and Bahrain. Visit the ' +
      'Sheikh Zayed Grand Mosque, swim from a private island beach and walk the souqs of Doha. Includes return ' +
      'flights from Johannesburg and a night in Dubai before boarding.',
    country: 'United Arab Emirates',
    city: 'Dubai',
    startOffsetDays: -70,
    nights: 7,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 29_900,
    priceChild: 14_500,
    photos: [PHOTO.citySkyline, PHOTO.beachAerialWaves],
    includes: ['Food & Drinks', 'Pick and Drop Services', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_CRUISE,
  },
  {
    title: 'Greek Islands Cruise with Santorini',
    type: 'Cruise',
    description:
      "Seven nights in the Aegean from Athens' port of Piraeus to Mykonos, Rhodes, Crete and Santorini, where the " +
      'ship anchors below the caldera cliffs. Ride the cable car up to Fira, watch the sunset from Oia and ' +
      'finish with a walking tour of the Acropolis.',
    country: 'Greece',
    city: 'Santorini',
    startOffsetDays: 75,
    nights: 7,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 2_450,
    priceChild: 1_100,
    currency: 'USD',
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeTwilight, PHOTO.lakeBoatsSunset],
    includes: ['Food & Drinks', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_CRUISE,
  },
  {
    title: 'Seychelles Island-Hopping Catamaran Cruise',
    type: 'Cruise',
    description:
      'A week under sail on a crewed catamaran with no more than twelve guests, from Mahé to Praslin, La Digue, ' +
      'Curieuse and the Sainte Anne marine park. Snorkel with turtles, walk among giant tortoises and anchor off ' +
      'Anse Source d’Argent before the day-trippers arrive. The chef cooks Creole seafood on board every night.',
    country: 'Seychelles',
    city: 'Mahé',
    startOffsetDays: 120,
    nights: 7,
    maxGuests: 12,
    minAge: 8,
    priceAdult: 3_200,
    currency: 'USD',
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeBoatsSunset, PHOTO.coastalDuneGrass],
    includes: ['Food & Drinks', 'Pick and Drop Services'],
    amenities: ['Accepts Credit Cards', 'Restaurant'],
    terms: TERMS_CRUISE,
  },
  {
    title: 'Western Mediterranean Cruise from Rome',
    type: 'Cruise',
    description:
      "Ten nights from Civitavecchia, Rome's port, to Naples, Palma de Mallorca, Barcelona, Marseille and " +
      'Genoa. Guided shore excursions to Pompeii and the Sagrada Família are included, with flights from ' +
      'Johannesburg and two nights in Rome before boarding.',
    country: 'Italy',
    city: 'Rome',
    startOffsetDays: 150,
    nights: 10,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 58_000,
    priceChild: 27_500,
    photos: [PHOTO.bridgeCablesEstuary, PHOTO.lakeTwilight],
    includes: ['Food & Drinks', 'Visit 7 Best Places in the City', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Smoking Allowed', 'Wireless Internet'],
    terms: TERMS_CRUISE,
    featured: false,
  },
  {
    title: 'Mauritius and Réunion Indian Ocean Cruise',
    type: 'Cruise',
    description:
      'Fly to Mauritius and board in Port Louis for a week among the Mascarene islands: two days on volcanic ' +
      "Réunion with its cirques and waterfalls, a call at sleepy Rodrigues and lazy sea days in between. An " +
      'ocean-view cabin, all meals and a guided excursion at every port are included.',
    country: 'Mauritius',
    city: 'Port Louis',
    startOffsetDays: 55,
    nights: 7,
    maxGuests: 4,
    minAge: 0,
    priceAdult: 38_500,
    priceChild: 17_900,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeTwilight, PHOTO.mountainSummitSunrise],
    includes: ['Food & Drinks', 'Pick and Drop Services', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_CRUISE,
    holiday: {
      destinations: [
        { location: 'Mauritius', attractions: ['Port Louis Central Market', 'Caudan Waterfront'] },
        { location: 'Réunion', attractions: ['Piton de la Fournaise', 'Cirque de Salazie', 'Saint-Pierre market'] },
        { location: 'Rodrigues', attractions: ['Port Mathurin', 'François Leguat Tortoise Reserve'] },
      ],
      itinerary: [
        day(
          'Fly to Mauritius and embark in Port Louis',
          'Morning flight from Johannesburg to Sir Seewoosagur Ramgoolam Airport, transfer to the harbour and ' +
            'board in the afternoon. Sail-away cocktails as the ship leaves Port Louis.',
          'D',
          stay('Ocean-view cabin', 'Cruise ship cabin', 4),
          by('Flight and transfer', 'Johannesburg to Mauritius, then coach to the cruise terminal'),
        ),
        day(
          'At sea',
          'A day to enjoy the pools, spa and lectures about the islands ahead.',
          'BLD',
          stay('Ocean-view cabin', 'Cruise ship cabin', 4),
        ),
        day(
          'Le Port, Réunion: Cirque de Salazie',
          'Guided excursion through sugar-cane country into the Cirque de Salazie, with its Creole village of ' +
            'Hell-Bourg and the Voile de la Mariée waterfall.',
          'BLD',
          stay('Ocean-view cabin', 'Cruise ship cabin', 4),
          by('Coach', 'Guided shore excursion'),
        ),
        day(
          'Saint-Pierre, Réunion: the volcano',
          "Early drive up to the rim of Piton de la Fournaise, one of the world's most active volcanoes, and an " +
            'afternoon at the Saint-Pierre market.',
          'BLD',
          stay('Ocean-view cabin', 'Cruise ship cabin', 4),
          by('Coach', 'Guided shore excursion'),
        ),
        day('At sea', 'Cooking demonstration and a Creole night on the pool deck.', 'BLD', stay('Ocean-view cabin', 'Cruise ship cabin', 4)),
        day(
          'Port Mathurin, Rodrigues',
          'Explore the smallest of the Mascarenes: the tortoise reserve, limestone caves and a seafood lunch in a ' +
            'fishing village.',
          'BLD',
          stay('Ocean-view cabin', 'Cruise ship cabin', 4),
          by('Minibus', 'Guided island tour'),
        ),
        day('At sea', "Captain's farewell dinner.", 'BLD', stay('Ocean-view cabin', 'Cruise ship cabin', 4)),
        day(
          'Disembark in Port Louis and fly home',
          'Breakfast on board, disembark and transfer to the airport for the flight to Johannesburg.',
          'B',
          undefined,
          by('Transfer and flight', 'Coach to the airport, Mauritius to Johannesburg'),
        ),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'Drinks packages and specialty restaurants on board'],
      cancellationPolicy: CANCELLATION_CRUISE,
    },
  },

  // ---------------------------------------------------------------- Adventure
  {
    title: 'Kruger Big Five Safari',
    type: 'Adventure',
    description:
      'Four nights in the southern Kruger with an experienced ranger in an open safari vehicle, looking for lion, ' +
      "leopard, elephant, buffalo and rhino. Includes a day on the Panorama Route to God's Window and the Blyde " +
      'River Canyon, and return transport from Johannesburg.',
    country: 'South Africa',
    city: 'Kruger National Park',
    startOffsetDays: 14,
    nights: 4,
    maxGuests: 10,
    minAge: 6,
    priceAdult: 18_900,
    priceChild: 9_450,
    photos: [PHOTO.safariSavanna, PHOTO.mountainSummitSunrise, PHOTO.forestStream],
    includes: ['Pick and Drop Services', 'Breakfast', 'Food & Drinks'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
    holiday: {
      destinations: [
        { location: 'Kruger National Park', attractions: ['Big Five game drives', 'Sabie River', 'Lower Sabie rest camp'] },
        {
          location: 'Panorama Route',
          attractions: ["God's Window", "Bourke's Luck Potholes", 'Blyde River Canyon', 'Three Rondavels'],
        },
      ],
      itinerary: [
        day(
          'Johannesburg to the Lowveld',
          'Morning pick-up from OR Tambo or Sandton and a scenic drive to the lodge near Phabeni Gate. Sundowners ' +
            'on the deck and a welcome braai.',
          'D',
          MARULA,
          by('Road', 'Air-conditioned minibus from Johannesburg, about 5 hours'),
        ),
        day(
          'Full day in the southern Kruger',
          'Into the park at gate opening for a full-day drive along the Sabie River, with a picnic lunch at Lower ' +
            'Sabie and the best chance of big cats in the late afternoon.',
          'BLD',
          MARULA,
          by('Open safari vehicle', 'Guided game drive with a qualified field guide'),
        ),
        day(
          'The Panorama Route',
          "God's Window, Bourke's Luck Potholes and the Three Rondavels above the Blyde River Canyon, with " +
            'pancakes in Graskop on the way back.',
          'BD',
          MARULA,
          by('Minibus', 'Guided day trip'),
        ),
        day(
          'Bush walk and sunset drive',
          'A dawn walk with armed rangers to learn tracks and trees, a free afternoon at the pool, then a drive ' +
            'that ends after dark with a spotlight.',
          'BLD',
          MARULA,
          by('Open safari vehicle', 'Morning walk and afternoon drive'),
        ),
        day(
          'Return to Johannesburg',
          'A last early game drive, breakfast and the drive back to Johannesburg, arriving mid-afternoon.',
          'B',
          undefined,
          by('Road', 'Minibus to OR Tambo or Sandton'),
        ),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'SANParks conservation fees for non-residents'],
      cancellationPolicy: CANCELLATION_SAFARI,
    },
  },
  {
    title: 'Victoria Falls Adrenaline Weekend',
    type: 'Adventure',
    description:
      'Three nights at the Smoke that Thunders with the big three thrills included: the 111 m bungee jump from ' +
      'the Victoria Falls Bridge, a full day of grade-five white-water rafting on the Zambezi and a gorge swing. ' +
      'Evenings are for the sunset cruise and a well-earned craft beer.',
    country: 'Zimbabwe',
    city: 'Victoria Falls',
    startOffsetDays: -25,
    nights: 3,
    maxGuests: 8,
    minAge: 15,
    priceAdult: 15_800,
    photos: [PHOTO.forestStream, PHOTO.bridgeCablesEstuary, PHOTO.mountainSummitSunrise],
    includes: ['Pick and Drop Services', 'Breakfast', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Drakensberg Amphitheatre Hiking Trail',
    type: 'Adventure',
    description:
      'Five nights in the northern Drakensberg with a mountain guide: the Tugela Gorge, the chain ladders to the ' +
      'top of the Amphitheatre and the Tugela Falls, and a day looking at San rock art. Suitable for fit walkers; ' +
      'nights in a mountain lodge with a fireplace.',
    country: 'South Africa',
    city: 'Drakensberg',
    startOffsetDays: 45,
    nights: 5,
    maxGuests: 12,
    minAge: 14,
    priceAdult: 9_800,
    photos: [PHOTO.mountainHikingTrail, PHOTO.mountainValleyAutumn, PHOTO.mountainSummitSunrise],
    includes: ['Breakfast', '1 Meal Per Day', 'Insurance'],
    amenities: ['Car Parking', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
  },
  {
    title: 'Garden Route Adventure Week',
    type: 'Adventure',
    description:
      'Six nights based in Knysna with the best of the Garden Route: the Bloukrans bungee, a canopy tour in the ' +
      'Tsitsikamma forest, kayaking up the Storms River gorge and a sea kayak among the dolphins at Plettenberg Bay.',
    country: 'South Africa',
    city: 'Knysna',
    startOffsetDays: 30,
    nights: 6,
    maxGuests: 10,
    minAge: 12,
    priceAdult: 16_500,
    wasPriceAdult: 19_500,
    photos: [PHOTO.forestTrail, PHOTO.forestStream, PHOTO.lakesideDeckGoldenHour],
    includes: ['Breakfast', 'Pick and Drop Services', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Free Coupons', 'Wireless Internet'],
    terms: TERMS_LOCAL,
  },
  {
    title: 'Kilimanjaro Machame Route Climb',
    type: 'Adventure',
    description:
      "Stand on the roof of Africa. Our eight-day Machame route climb gives the acclimatisation that makes a summit " +
      'likely, with licensed mountain guides, porters, a private toilet tent and hot meals at every camp. Hotel ' +
      'nights in Moshi before and after are included.',
    country: 'Tanzania',
    city: 'Kilimanjaro',
    startOffsetDays: 100,
    nights: 7,
    maxGuests: 12,
    minAge: 16,
    priceAdult: 2_950,
    currency: 'USD',
    photos: [PHOTO.mountainSummitSunrise, PHOTO.mountainHikingTrail, PHOTO.mountainValleyAutumn],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards'],
    terms: TERMS_USD,
    holiday: {
      destinations: [
        { location: 'Kilimanjaro', attractions: ['Machame Gate', 'Lava Tower', 'Barranco Wall', 'Uhuru Peak (5,895 m)'] },
        { location: 'Moshi', attractions: ['Moshi coffee farms'] },
      ],
      itinerary: [
        day(
          'Arrive at Kilimanjaro International Airport',
          'Transfer to Moshi, meet your lead guide for a kit check and briefing.',
          'D',
          stay('Moshi mountain hotel', 'Hotel', 3),
          by('Transfer', 'Airport to Moshi, about 1 hour'),
        ),
        day(
          'Machame Gate to Machame Camp (2,835 m)',
          'Register at the gate and climb through rain forest for five to six hours.',
          'BLD',
          MACHAME_TENTS('Machame Camp'),
          by('On foot', 'About 11 km'),
        ),
        day(
          'Machame Camp to Shira Camp (3,750 m)',
          'Out of the forest onto heath and moorland, with the first views of Kibo.',
          'BLD',
          MACHAME_TENTS('Shira Camp'),
          by('On foot', 'About 5 km'),
        ),
        day(
          'Lava Tower and down to Barranco Camp (3,900 m)',
          'Climb high to Lava Tower (4,630 m) and sleep low: the key acclimatisation day.',
          'BLD',
          MACHAME_TENTS('Barranco Camp'),
          by('On foot', 'About 10 km'),
        ),
        day(
          'Barranco Wall to Karanga Camp (3,995 m)',
          'A scramble up the Barranco Wall, then across valleys to Karanga.',
          'BLD',
          MACHAME_TENTS('Karanga Camp'),
          by('On foot', 'About 5 km'),
        ),
        day(
          'Karanga to Barafu Camp (4,673 m)',
          'A short climb to high camp, an early dinner and rest before the summit night.',
          'BLD',
          MACHAME_TENTS('Barafu Camp'),
          by('On foot', 'About 4 km'),
        ),
        day(
          'Summit day: Uhuru Peak (5,895 m)',
          'Start at midnight, reach Stella Point for sunrise and Uhuru Peak soon after; descend to Mweka Camp.',
          'BLD',
          MACHAME_TENTS('Mweka Camp'),
          by('On foot', 'About 17 km, 12 to 15 hours'),
        ),
        day(
          'Mweka Gate and departure',
          'Descend through the forest to Mweka Gate to collect your summit certificate, then transfer to the airport.',
          'BL',
          undefined,
          by('On foot and transfer', 'About 10 km, then road to the airport'),
        ),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'International flights', 'Sleeping bag and equipment hire'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },

  // ---------------------------------------------------------------- Honeymoon
  {
    title: 'Maldives Overwater Villa Honeymoon',
    type: 'Honeymoon',
    description:
      'Six nights in an overwater villa with a private deck and steps straight into the lagoon. A seaplane ' +
      'transfer, a couples spa treatment, a sandbank picnic and a private dinner on the beach are included, ' +
      'with return flights from Johannesburg.',
    country: 'Maldives',
    city: 'Malé',
    startOffsetDays: 60,
    nights: 6,
    maxGuests: 2,
    minAge: 18,
    priceAdult: 89_900,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeTwilight, PHOTO.lakesideDeckGoldenHour],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'Maldives', attractions: ['Overwater villa', 'House reef snorkelling', 'Sandbank picnic', 'Sunset dolphin cruise'] },
      ],
      itinerary: [
        day(
          'Fly to Malé and seaplane to the resort',
          'Fly from Johannesburg via Dubai. A scenic seaplane flight over the atolls brings you to the resort.',
          'D',
          stay('Overwater villa', 'Island resort', 5),
          by('Flight and seaplane', 'Johannesburg to Malé, then 40 minutes by seaplane'),
        ),
        day('House reef snorkelling', 'A guided snorkel with the resort marine biologist: turtles, reef sharks and parrotfish.', 'BLD', stay('Overwater villa', 'Island resort', 5)),
        day('Sandbank picnic', 'A boat drops you on a private sandbank with a picnic hamper and a parasol.', 'BLD', stay('Overwater villa', 'Island resort', 5), by('Boat', 'Resort dhoni')),
        day('Couples spa', 'A 90-minute couples massage over the water; the afternoon is yours.', 'BLD', stay('Overwater villa', 'Island resort', 5)),
        day('Sunset dolphin cruise', 'Look for spinner dolphins from a traditional dhoni as the sun sets.', 'BLD', stay('Overwater villa', 'Island resort', 5), by('Boat', 'Traditional dhoni')),
        day('Private beach dinner', 'A free day, ending with a candle-lit dinner for two on the beach.', 'BLD', stay('Overwater villa', 'Island resort', 5)),
        day('Departure', 'Breakfast, seaplane back to Malé and the flight home.', 'B', undefined, by('Seaplane and flight', 'Resort to Malé, Malé to Johannesburg')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'Premium wines and spirits', 'Green tax payable at the resort'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Bali Romance Escape: Ubud and Seminyak',
    type: 'Honeymoon',
    description:
      'Seven nights in two sides of Bali: the rice terraces, temples and jungle pool villas of Ubud, then the ' +
      'beach clubs and sunsets of Seminyak. Includes a Balinese cooking class, a temple tour with the Kecak fire ' +
      'dance at Uluwatu and a seafood dinner on Jimbaran beach.',
    country: 'Indonesia',
    city: 'Bali',
    startOffsetDays: 35,
    nights: 7,
    maxGuests: 2,
    minAge: 18,
    priceAdult: 42_500,
    photos: [PHOTO.forestStream, PHOTO.lakeBoatsSunset, PHOTO.gardenMarigold],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'Ubud', attractions: ['Tegallalang rice terraces', 'Sacred Monkey Forest', 'Tirta Empul temple'] },
        { location: 'Seminyak', attractions: ['Seminyak beach', 'Uluwatu temple', 'Jimbaran bay'] },
      ],
      itinerary: [
        day('Arrive in Denpasar', 'Meet your driver and transfer to a pool villa in the hills of Ubud.', '', stay('Ubud jungle villa', 'Private pool villa', 5), by('Private car', 'Airport to Ubud, about 90 minutes')),
        day('Rice terraces and the Monkey Forest', 'Morning walk through the Tegallalang rice terraces and an afternoon in the Sacred Monkey Forest.', 'B', stay('Ubud jungle villa', 'Private pool villa', 5), by('Private car', 'With an English-speaking guide')),
        day('Balinese cooking class', 'Market visit and a hands-on cooking class in a family compound, with lunch.', 'BL', stay('Ubud jungle villa', 'Private pool villa', 5)),
        day('Tirta Empul and on to Seminyak', 'Take part in a water purification ritual at the holy spring, then move to the coast.', 'B', stay('Seminyak beach hotel', 'Resort', 5), by('Private car', 'Ubud to Seminyak')),
        day('Beach day', 'Sun loungers on Seminyak beach and a sunset at a beach club.', 'B', stay('Seminyak beach hotel', 'Resort', 5)),
        day('Uluwatu and Jimbaran', 'Cliff-top Uluwatu temple, the Kecak fire dance at sunset and grilled seafood on Jimbaran beach.', 'BD', stay('Seminyak beach hotel', 'Resort', 5), by('Private car', 'Half-day tour')),
        day('Free day', 'Spa, shopping or surf lessons: your choice.', 'B', stay('Seminyak beach hotel', 'Resort', 5)),
        day('Departure', 'Transfer to Ngurah Rai airport for the flight home.', 'B', undefined, by('Private car', 'Seminyak to the airport')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'International flights', 'Bali tourist levy'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Zanzibar Spice Island Honeymoon',
    type: 'Honeymoon',
    description:
      'Six nights on the powder-white beaches of Nungwi with a night in historic Stone Town. Explore spice farms, ' +
      'sail a traditional dhow at sunset and snorkel at Mnemba Atoll. Return flights from Johannesburg and ' +
      'half board are included.',
    country: 'Tanzania',
    city: 'Zanzibar',
    startOffsetDays: -15,
    nights: 6,
    maxGuests: 2,
    minAge: 18,
    priceAdult: 32_900,
    wasPriceAdult: 37_800,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeBoatsSunset, PHOTO.coastalDuneGrass],
    includes: ['Pick and Drop Services', 'Breakfast', '1 Meal Per Day'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Santorini Sunset Honeymoon',
    type: 'Honeymoon',
    description:
      'Six nights in a cave suite with a private plunge pool on the caldera rim in Imerovigli. Includes a ' +
      'catamaran cruise to the hot springs, a wine tasting at a family winery and a table for two at sunset in Oia.',
    country: 'Greece',
    city: 'Santorini',
    startOffsetDays: 80,
    nights: 6,
    maxGuests: 2,
    minAge: 18,
    priceAdult: 3_400,
    currency: 'USD',
    photos: [PHOTO.lakeTwilight, PHOTO.beachAerialWaves],
    includes: ['Pick and Drop Services', 'Breakfast'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_USD,
  },

  // ---------------------------------------------------------------- Family
  {
    title: 'Durban Beachfront Family Holiday',
    type: 'Family',
    description:
      'Five nights in a self-catering apartment on the Golden Mile with a day pass to uShaka Marine World, a ' +
      'Sunday at the Durban Botanic Gardens and a boat trip to see the dolphins. Warm sea, kids’ clubs and bunny ' +
      'chow: the classic South African family holiday.',
    country: 'South Africa',
    city: 'Durban',
    startOffsetDays: 10,
    nights: 5,
    maxGuests: 6,
    minAge: 0,
    priceAdult: 14_900,
    priceChild: 7_450,
    photos: [PHOTO.beachAerialWaves, PHOTO.coastalDuneGrass, PHOTO.foggyJetty],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Free Coupons', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
  },
  {
    title: 'Sun City and Pilanesberg Family Safari',
    type: 'Family',
    description:
      'Three nights at Sun City, two hours from Johannesburg: the Valley of Waves, the Maze of the Lost City and ' +
      'a malaria-free game drive in the Pilanesberg to look for the Big Five. Ideal for a long weekend with ' +
      'children of any age.',
    country: 'South Africa',
    city: 'Sun City',
    startOffsetDays: 25,
    nights: 3,
    maxGuests: 6,
    minAge: 0,
    priceAdult: 11_800,
    priceChild: 5_900,
    photos: [PHOTO.safariSavanna, PHOTO.lakeBoatsSunset],
    includes: ['Pick and Drop Services', 'Breakfast', 'Food & Drinks'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Free Coupons', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
    holiday: {
      destinations: [
        { location: 'Sun City', attractions: ['Valley of Waves', 'Maze of the Lost City', 'Bridge of Time'] },
        { location: 'Pilanesberg National Park', attractions: ['Big Five game drive', 'Mankwe Dam hide'] },
      ],
      itinerary: [
        day('Johannesburg to Sun City', 'Morning transfer, check in and an afternoon at the Valley of Waves.', 'D', stay('Sun City family resort', 'Resort', 4), by('Shuttle', 'Johannesburg to Sun City, about 2 hours')),
        day('Pilanesberg game drive', 'Early game drive in the Pilanesberg, then the afternoon in the Maze of the Lost City.', 'BD', stay('Sun City family resort', 'Resort', 4), by('Open safari vehicle', 'Guided 3-hour drive')),
        day('Resort day', "Kids' club, mini golf, a swim and a buffet dinner.", 'BD', stay('Sun City family resort', 'Resort', 4)),
        day('Return to Johannesburg', 'Breakfast and the shuttle back to Johannesburg.', 'B', undefined, by('Shuttle', 'Sun City to Johannesburg')),
      ],
      exclusions: ['Travel insurance', 'Lunches', 'Optional activities such as the zip line', 'Personal expenses'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Dubai Family Fun: Theme Parks and Desert Safari',
    type: 'Family',
    description:
      'Six nights in a family room on Jumeirah Beach with tickets to a waterpark and a theme park, the view from ' +
      'the Burj Khalifa and a desert safari with dune bashing, camel rides and a barbecue under the stars. ' +
      'Flights from Johannesburg included.',
    country: 'United Arab Emirates',
    city: 'Dubai',
    startOffsetDays: -50,
    nights: 6,
    maxGuests: 5,
    minAge: 0,
    priceAdult: 32_000,
    priceChild: 16_500,
    photos: [PHOTO.citySkyline, PHOTO.desertDunes, PHOTO.beachAerialWaves],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'Dubai', attractions: ['Burj Khalifa', 'Dubai Mall Aquarium', 'Dubai Creek and the souks', 'Desert safari'] },
      ],
      itinerary: [
        day('Fly to Dubai', 'Overnight flight from Johannesburg; transfer to your beach hotel.', '', stay('Jumeirah beach hotel', 'Hotel', 4), by('Flight', 'Johannesburg to Dubai, about 8 hours')),
        day('Burj Khalifa and Dubai Mall', 'Up to the 124th floor, then the aquarium and the fountain show after dark.', 'B', stay('Jumeirah beach hotel', 'Hotel', 4), by('Coach', 'Hotel shuttle')),
        day('Theme park day', 'A full day of rides at one of the Dubai theme parks.', 'B', stay('Jumeirah beach hotel', 'Hotel', 4), by('Coach', 'Return transfers')),
        day('Desert safari', 'Morning on the beach; afternoon dune bashing, sand boarding, camel rides and a barbecue dinner at a desert camp.', 'BD', stay('Jumeirah beach hotel', 'Hotel', 4), by('4x4', 'Desert safari vehicle')),
        day('Waterpark', 'Slides, lazy rivers and a beach day at the waterpark.', 'B', stay('Jumeirah beach hotel', 'Hotel', 4)),
        day('Old Dubai and dhow dinner', 'Abra ride across the creek, the gold and spice souks, and a dinner cruise on a dhow.', 'BD', stay('Jumeirah beach hotel', 'Hotel', 4), by('Abra and dhow', 'Guided tour')),
        day('Departure', 'Breakfast and transfer to the airport.', 'B', undefined, by('Transfer and flight', 'Dubai to Johannesburg')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'Dubai tourism dirham fee payable at the hotel'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Mauritius Family Beach Holiday',
    type: 'Family',
    description:
      "Seven nights all-inclusive at a family resort in Grand Baie with a kids' club, glass-bottom boat trips and " +
      'a catamaran day to Île aux Cerfs. Children under 12 stay at the child price when sharing with two adults.',
    country: 'Mauritius',
    city: 'Grand Baie',
    startOffsetDays: 90,
    nights: 7,
    maxGuests: 6,
    minAge: 0,
    priceAdult: 36_500,
    wasPriceAdult: 40_900,
    priceChild: 18_000,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeBoatsSunset, PHOTO.gardenMarigold],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Free Coupons', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },

  // ---------------------------------------------------------------- Solo
  {
    title: 'Cape Town Solo Explorer',
    type: 'Solo',
    description:
      'Five nights designed for travelling alone without being alone: small-group day tours to Table Mountain, ' +
      'the Bo-Kaap, Cape Point and the Winelands, with a single room and no single supplement. Meet fellow ' +
      'travellers at the welcome dinner.',
    country: 'South Africa',
    city: 'Cape Town',
    startOffsetDays: 7,
    nights: 5,
    maxGuests: 1,
    minAge: 18,
    priceAdult: 12_900,
    photos: [PHOTO.mountainSummitSunrise, PHOTO.coastalDuneGrass, PHOTO.foggyJetty],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
    holiday: {
      destinations: [
        { location: 'Cape Town', attractions: ['Table Mountain', 'Bo-Kaap', 'V&A Waterfront', 'Robben Island'] },
        { location: 'Cape Peninsula', attractions: ["Chapman's Peak Drive", 'Boulders Beach penguins', 'Cape Point'] },
        { location: 'Stellenbosch', attractions: ['Wine tasting', 'Franschhoek wine tram'] },
      ],
      itinerary: [
        day('Arrive in Cape Town', 'Airport pick-up and a welcome dinner at the V&A Waterfront with your group.', 'D', ATLANTIC, by('Transfer', 'Cape Town International to Sea Point')),
        day('Table Mountain and the Bo-Kaap', 'Cable car up Table Mountain, then a walking tour and Cape Malay cooking lesson in the Bo-Kaap.', 'BL', ATLANTIC, by('Minibus', 'Small-group tour')),
        day('Cape Peninsula', "Chapman's Peak Drive, the penguins at Boulders Beach and the lighthouse at Cape Point.", 'BL', ATLANTIC, by('Minibus', 'Small-group tour')),
        day('Robben Island', 'Ferry to Robben Island, guided by a former political prisoner; free afternoon.', 'B', ATLANTIC, by('Ferry', 'From the Nelson Mandela Gateway')),
        day('Winelands', 'Tastings at three estates around Stellenbosch and Franschhoek, with lunch on a wine farm.', 'BL', ATLANTIC, by('Minibus', 'Small-group tour')),
        day('Departure', 'Breakfast and transfer to the airport.', 'B', undefined, by('Transfer', 'Sea Point to the airport')),
      ],
      exclusions: ['Flights to Cape Town', 'Travel insurance', 'Dinners other than the welcome dinner', 'Personal expenses'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Bangkok and Chiang Mai Solo Adventure',
    type: 'Solo',
    description:
      "Nine nights from Bangkok's temples and street-food markets to the mountains of Chiang Mai, travelling by " +
      'overnight sleeper train. Join an ethical elephant sanctuary day, a Thai cooking class and a night market ' +
      'food crawl with a local guide.',
    country: 'Thailand',
    city: 'Bangkok',
    startOffsetDays: 40,
    nights: 9,
    maxGuests: 1,
    minAge: 18,
    priceAdult: 21_500,
    wasPriceAdult: 23_700,
    photos: [PHOTO.lakeBoatsSunset, PHOTO.forestTrail],
    includes: ['Breakfast', 'Visit 7 Best Places in the City', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Kyoto Temples and Gardens Solo Journey',
    type: 'Solo',
    description:
      'Seven nights in a ryokan-style hotel in Gion for the traveller who wants Japan at a slower pace: the ' +
      'thousand gates of Fushimi Inari, the Arashiyama bamboo grove, a tea ceremony and a day with the deer of ' +
      'Nara. A 7-day Japan Rail Pass is included.',
    country: 'Japan',
    city: 'Kyoto',
    startOffsetDays: 110,
    nights: 7,
    maxGuests: 1,
    minAge: 18,
    priceAdult: 2_600,
    currency: 'USD',
    photos: [PHOTO.autumnLeaves, PHOTO.mountainValleyAutumn, PHOTO.forestTrail],
    includes: ['Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Wireless Internet'],
    terms: TERMS_USD,
    holiday: {
      destinations: [
        { location: 'Kyoto', attractions: ['Fushimi Inari', 'Kiyomizu-dera', 'Arashiyama bamboo grove', 'Kinkaku-ji', 'Gion'] },
        { location: 'Nara', attractions: ['Todai-ji', 'Nara Park deer'] },
      ],
      itinerary: [
        day('Arrive in Osaka, train to Kyoto', 'Activate your rail pass at Kansai Airport and take the Haruka express to Kyoto.', '', stay('Gion ryokan hotel', 'Ryokan', 4), by('Train', 'Haruka limited express, 75 minutes')),
        day('Fushimi Inari and Kiyomizu-dera', 'Early walk through the vermilion gates before the crowds, then the wooden terrace of Kiyomizu-dera.', 'B', stay('Gion ryokan hotel', 'Ryokan', 4), by('Train', 'JR Nara line')),
        day('Arashiyama', 'The bamboo grove, Tenryu-ji garden and a boat on the Hozu river.', 'B', stay('Gion ryokan hotel', 'Ryokan', 4), by('Train', 'JR Sagano line')),
        day('Day trip to Nara', 'The Great Buddha of Todai-ji and the free-roaming deer of Nara Park.', 'B', stay('Gion ryokan hotel', 'Ryokan', 4), by('Train', 'JR Nara line, 45 minutes')),
        day('Tea ceremony and Gion', 'A private tea ceremony and an evening walk with a guide through the geisha district.', 'BD', stay('Gion ryokan hotel', 'Ryokan', 4)),
        day('Golden Pavilion and Zen gardens', 'Kinkaku-ji, the rock garden of Ryoan-ji and a vegetarian temple lunch.', 'BL', stay('Gion ryokan hotel', 'Ryokan', 4), by('Bus', 'City bus pass')),
        day("Philosopher's Path", "A free day: walk the Philosopher's Path or shop at Nishiki Market.", 'B', stay('Gion ryokan hotel', 'Ryokan', 4)),
        day('Departure', 'Train back to Kansai Airport.', 'B', undefined, by('Train', 'Haruka limited express')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'International flights'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },

  // ---------------------------------------------------------------- Group
  {
    title: 'Victoria Falls and Chobe Group Tour',
    type: 'Group',
    description:
      'Six nights for groups of up to 16: three nights at Victoria Falls with a guided tour of the falls and a ' +
      'sunset cruise on the Zambezi, then three nights in Kasane for game drives and boat safaris among the ' +
      "elephant herds of Chobe. Flights from Johannesburg and all transfers included.",
    country: 'Zimbabwe',
    city: 'Victoria Falls',
    startOffsetDays: 50,
    nights: 6,
    maxGuests: 16,
    minAge: 8,
    priceAdult: 27_500,
    priceChild: 15_900,
    photos: [PHOTO.forestStream, PHOTO.lakeBoatsSunset, PHOTO.safariSavanna],
    includes: ['Pick and Drop Services', 'Breakfast', '1 Meal Per Day', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'Victoria Falls', attractions: ['Guided tour of the falls', 'Zambezi sunset cruise', 'Victoria Falls Bridge'] },
        { location: 'Chobe National Park', attractions: ['Chobe river boat safari', 'Game drives', 'Elephant herds'] },
      ],
      itinerary: [
        day('Fly to Victoria Falls', 'Flight from Johannesburg, hotel check-in and a sunset cruise on the Zambezi.', 'D', stay('Victoria Falls hotel', 'Hotel', 4), by('Flight', 'Johannesburg to Victoria Falls, about 2 hours')),
        day('The falls', 'A guided walk along the rain-forest paths opposite the falls; afternoon at the craft market.', 'BD', stay('Victoria Falls hotel', 'Hotel', 4), by('On foot', 'Guided walk')),
        day('Free day at the falls', 'Optional helicopter flight, rafting or a high tea with a view of the gorge.', 'BD', stay('Victoria Falls hotel', 'Hotel', 4)),
        day('To Kasane', 'Road transfer across the border to Botswana and an afternoon boat safari on the Chobe river.', 'BD', stay('Chobe river lodge', 'Lodge', 4), by('Road and boat', 'Transfer via Kazungula, about 90 minutes')),
        day('Chobe game drives', 'Morning and afternoon drives in the park, famous for its elephants.', 'BLD', stay('Chobe river lodge', 'Lodge', 4), by('Open safari vehicle', 'Guided game drives')),
        day('Boat and bush', 'Morning boat safari for birds and hippos; afternoon drive.', 'BLD', stay('Chobe river lodge', 'Lodge', 4), by('Boat', 'Chobe river')),
        day('Departure', 'Transfer to Victoria Falls airport for the flight to Johannesburg.', 'B', undefined, by('Road and flight', 'Kasane to Victoria Falls, then Johannesburg')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'KAZA UniVisa', 'Optional activities'],
      cancellationPolicy: CANCELLATION_SAFARI,
    },
  },
  {
    title: 'Egypt Group Tour: Cairo, Nile Cruise and Luxor',
    type: 'Group',
    description:
      'Eight nights with an Egyptologist guide: the Pyramids of Giza and the Sphinx, the Grand Egyptian Museum, ' +
      'a four-night Nile cruise from Aswan to Luxor and the tombs of the Valley of the Kings. Flights from ' +
      'Johannesburg and internal flights included.',
    country: 'Egypt',
    city: 'Cairo',
    startOffsetDays: 65,
    nights: 8,
    maxGuests: 20,
    minAge: 10,
    priceAdult: 34_900,
    priceChild: 22_500,
    photos: [PHOTO.coastalDuneGrass, PHOTO.lakeBoatsSunset, PHOTO.mountainSummitSunrise],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'Cairo', attractions: ['Pyramids of Giza', 'Great Sphinx', 'Grand Egyptian Museum', 'Khan el-Khalili bazaar'] },
        { location: 'Aswan', attractions: ['Philae temple', 'High Dam'] },
        { location: 'Luxor', attractions: ['Karnak temple', 'Luxor temple', 'Valley of the Kings'] },
      ],
      itinerary: [
        day('Arrive in Cairo', 'Flight from Johannesburg and transfer to the hotel.', '', stay('Cairo Nile-view hotel', 'Hotel', 4), by('Flight', 'Johannesburg to Cairo')),
        day('Pyramids and the museum', 'The Pyramids of Giza and the Sphinx, then the treasures of Tutankhamun at the Grand Egyptian Museum.', 'BL', stay('Cairo Nile-view hotel', 'Hotel', 4), by('Coach', 'With an Egyptologist guide')),
        day('Fly to Aswan and board', 'Morning flight to Aswan, board the cruise ship and visit Philae temple.', 'BLD', stay('Nile cruise ship', 'River cruise cabin', 5), by('Flight', 'Cairo to Aswan')),
        day('Aswan', 'Optional early trip to Abu Simbel; felucca sail around Elephantine Island.', 'BLD', stay('Nile cruise ship', 'River cruise cabin', 5), by('Felucca', 'Traditional sailing boat')),
        day('Kom Ombo and Edfu', 'Sail north, visiting the temples of Kom Ombo and Edfu.', 'BLD', stay('Nile cruise ship', 'River cruise cabin', 5), by('River cruise', 'Aswan to Edfu')),
        day('Luxor: Karnak and Luxor temples', 'Arrive in Luxor for the great hypostyle hall of Karnak and Luxor temple by night.', 'BLD', stay('Nile cruise ship', 'River cruise cabin', 5), by('River cruise', 'Edfu to Luxor')),
        day('Valley of the Kings', "Royal tombs on the West Bank, Hatshepsut's temple and the Colossi of Memnon.", 'BL', stay('Nile cruise ship', 'River cruise cabin', 5), by('Coach', 'West Bank tour')),
        day('Back to Cairo', 'Fly to Cairo and spend the afternoon in the Khan el-Khalili bazaar.', 'B', stay('Cairo Nile-view hotel', 'Hotel', 4), by('Flight', 'Luxor to Cairo')),
        day('Departure', 'Transfer to Cairo airport for the flight home.', 'B', undefined, by('Flight', 'Cairo to Johannesburg')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'Abu Simbel excursion', 'Egypt entry visa'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Namibia Dunes and Desert Group Expedition',
    type: 'Group',
    description:
      'Seven nights overland from Windhoek to the red dunes of Sossusvlei, the ghostly Deadvlei, the seaside town ' +
      'of Swakopmund and the rock engravings of Twyfelfontein. Travel in a comfortable overland vehicle with a ' +
      'guide who also cooks a mean potjie.',
    country: 'Namibia',
    city: 'Sossusvlei',
    startOffsetDays: 120,
    nights: 7,
    maxGuests: 14,
    minAge: 12,
    priceAdult: 26_800,
    photos: [PHOTO.coastalDuneGrass, PHOTO.stormOpenRoad, PHOTO.mountainSummitSunrise],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Car Parking', 'Smoking Allowed'],
    terms: TERMS_INTERNATIONAL,
    featured: false,
  },
  {
    title: 'Istanbul and Cappadocia Group Tour',
    type: 'Group',
    description:
      'Eight nights between two continents: the Hagia Sophia, Blue Mosque and Grand Bazaar of Istanbul, a ' +
      'Bosphorus cruise, then the fairy chimneys and cave hotels of Cappadocia with a sunrise hot-air balloon ' +
      'flight. Flights from Johannesburg included.',
    country: 'Türkiye',
    city: 'Istanbul',
    startOffsetDays: -60,
    nights: 8,
    maxGuests: 20,
    minAge: 10,
    priceAdult: 31_500,
    priceChild: 19_900,
    photos: [PHOTO.bridgeCablesEstuary, PHOTO.mountainValleyAutumn],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Smoking Allowed', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    featured: false,
  },

  // ---------------------------------------------------------------- Luxury
  {
    title: 'Sabi Sand Luxury Safari Lodge',
    type: 'Luxury',
    description:
      'Three nights in a private-reserve suite with its own plunge pool, bordering the Kruger in the Sabi Sand, ' +
      'famous for leopard sightings. Two game drives a day, fine dining in the boma, a spa treatment and ' +
      'scheduled flights between Johannesburg and the reserve.',
    country: 'South Africa',
    city: 'Sabi Sand Game Reserve',
    startOffsetDays: -10,
    nights: 3,
    maxGuests: 4,
    minAge: 12,
    priceAdult: 64_000,
    photos: [PHOTO.safariSavanna, PHOTO.lakesideDeckGoldenHour, PHOTO.mountainSummitSunrise],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
    holiday: {
      destinations: [
        { location: 'Sabi Sand Game Reserve', attractions: ['Leopard tracking', 'Big Five game drives', 'Boma dinner', 'Bush spa'] },
      ],
      itinerary: [
        day('Fly to the reserve', 'Morning flight to the lodge airstrip, lunch on the deck and the first afternoon drive.', 'LD', stay('Private reserve suite', 'Luxury safari lodge', 5), by('Flight', 'Johannesburg to the Sabi Sand airstrip, about 75 minutes')),
        day('Leopard country', 'Dawn and dusk drives with your tracker, a bush breakfast and a walk in between.', 'BLD', stay('Private reserve suite', 'Luxury safari lodge', 5), by('Open safari vehicle', 'Private reserve drives')),
        day('Spa and stars', 'A 60-minute treatment at the bush spa and dinner in the lantern-lit boma.', 'BLD', stay('Private reserve suite', 'Luxury safari lodge', 5), by('Open safari vehicle', 'Morning and afternoon drives')),
        day('Last drive and home', 'A final morning drive, brunch and the flight back to Johannesburg.', 'B', undefined, by('Flight', 'Sabi Sand airstrip to Johannesburg')),
      ],
      exclusions: ['Premium imported wines and spirits', 'Gratuities', 'Travel insurance', 'Curio shop purchases'],
      cancellationPolicy: CANCELLATION_SAFARI,
    },
  },
  {
    title: 'Seychelles Private Island Luxury Retreat',
    type: 'Luxury',
    description:
      'Six nights in a beach villa with a butler on a private island in the Seychelles, reached by a short ' +
      'flight from Mahé. All meals and drinks, daily snorkelling and diving excursions and a turtle walk with ' +
      "the island's conservation team.",
    country: 'Seychelles',
    city: 'Mahé',
    startOffsetDays: 30,
    nights: 6,
    maxGuests: 2,
    minAge: 12,
    priceAdult: 118_000,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeTwilight, PHOTO.lakeBoatsSunset],
    includes: ['Pick and Drop Services', 'Food & Drinks', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Dubai Luxury Escape',
    type: 'Luxury',
    description:
      'Five nights in a sea-view suite on Palm Jumeirah with business-class flights, a private desert dinner, a ' +
      'yacht cruise past the Dubai Marina skyline and a table at one of the city’s Michelin-starred restaurants.',
    country: 'United Arab Emirates',
    city: 'Dubai',
    startOffsetDays: 15,
    nights: 5,
    maxGuests: 2,
    minAge: 12,
    priceAdult: 74_500,
    wasPriceAdult: 89_400,
    photos: [PHOTO.citySkyline, PHOTO.desertDunes],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Paris Luxury Escape',
    type: 'Luxury',
    description:
      'Six nights in a palace hotel near the Champs-Élysées with a private guide at the Louvre, a champagne ' +
      'dinner cruise on the Seine, a day in Versailles and a chauffeur at your disposal for a day of shopping.',
    country: 'France',
    city: 'Paris',
    startOffsetDays: 70,
    nights: 6,
    maxGuests: 2,
    minAge: 12,
    priceAdult: 5_800,
    currency: 'USD',
    photos: [PHOTO.citySkyline, PHOTO.bridgeCablesEstuary, PHOTO.autumnLeaves],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_USD,
  },

  // ---------------------------------------------------------------- Customized
  {
    title: 'Tailor-Made Europe: London, Paris and Rome',
    type: 'Customized',
    description:
      'Our most requested first trip to Europe, built around you: ten nights across three capitals by Eurostar ' +
      'and a short flight. We can change the hotels, add days or swap Rome for Amsterdam; the price shown is for ' +
      'the itinerary below with four-star hotels.',
    country: 'United Kingdom',
    city: 'London',
    startOffsetDays: 85,
    nights: 10,
    maxGuests: 8,
    minAge: 0,
    priceAdult: 68_000,
    priceChild: 39_500,
    photos: [PHOTO.bridgeCablesEstuary, PHOTO.autumnLeaves, PHOTO.foggyJetty],
    includes: ['Pick and Drop Services', 'Breakfast', 'Visit 7 Best Places in the City', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
    holiday: {
      destinations: [
        { location: 'London', attractions: ['Tower of London', 'Westminster', 'British Museum', 'Windsor Castle'] },
        { location: 'Paris', attractions: ['Eiffel Tower', 'Louvre', 'Versailles', 'Montmartre'] },
        { location: 'Rome', attractions: ['Colosseum', 'Vatican Museums', 'Trevi Fountain', 'Trastevere'] },
      ],
      itinerary: [
        day('Arrive in London', 'Overnight flight from Johannesburg, Heathrow Express into town.', '', stay('Kensington hotel', 'Hotel', 4), by('Flight and train', 'Johannesburg to London Heathrow')),
        day('Royal London', 'Hop-on hop-off bus: Westminster, Buckingham Palace and the Tower of London.', 'B', stay('Kensington hotel', 'Hotel', 4), by('Bus', 'Hop-on hop-off pass')),
        day('Windsor or a free day', 'Day trip to Windsor Castle, or museums and a West End show.', 'B', stay('Kensington hotel', 'Hotel', 4), by('Train', 'London to Windsor')),
        day('Eurostar to Paris', 'Under the Channel to Paris; an evening boat trip on the Seine.', 'B', stay('Saint-Germain hotel', 'Hotel', 4), by('Train', 'Eurostar, 2 hours 20 minutes')),
        day('Paris highlights', 'The Eiffel Tower, the Louvre and Montmartre with a local guide.', 'B', stay('Saint-Germain hotel', 'Hotel', 4), by('Metro', 'Paris Visite pass')),
        day('Versailles', 'The palace and gardens of Versailles.', 'B', stay('Saint-Germain hotel', 'Hotel', 4), by('Train', 'RER C to Versailles')),
        day('Fly to Rome', 'Morning flight to Rome; evening walk to the Trevi Fountain and the Spanish Steps.', 'B', stay('Rome centro hotel', 'Hotel', 4), by('Flight', 'Paris to Rome, 2 hours')),
        day('The Vatican', "Skip-the-line tour of the Vatican Museums, the Sistine Chapel and St Peter's.", 'B', stay('Rome centro hotel', 'Hotel', 4), by('On foot', 'Guided tour')),
        day('Ancient Rome', 'The Colosseum, the Roman Forum and the Palatine Hill.', 'B', stay('Rome centro hotel', 'Hotel', 4), by('On foot', 'Guided tour')),
        day('Trastevere food tour', 'A free morning and an evening food tour through Trastevere.', 'BD', stay('Rome centro hotel', 'Hotel', 4)),
        day('Departure', 'Transfer to Fiumicino for the flight home.', 'B', undefined, by('Flight', 'Rome to Johannesburg')),
      ],
      exclusions: [...COMMON_EXCLUSIONS, 'Schengen and UK visa fees', 'City taxes payable at the hotels'],
      cancellationPolicy: CANCELLATION_STANDARD,
    },
  },
  {
    title: 'Build-Your-Own Thailand Island Hop',
    type: 'Customized',
    description:
      'Start in Phuket and hop by ferry to Phi Phi, Krabi and Koh Lanta at your own pace. Tell us your budget and ' +
      'travel style and we plan the islands, hotels and ferries; the price shown is a ten-night example with ' +
      'three-star beach hotels and return flights.',
    country: 'Thailand',
    city: 'Phuket',
    startOffsetDays: 55,
    nights: 10,
    maxGuests: 6,
    minAge: 0,
    priceAdult: 28_900,
    priceChild: 16_900,
    photos: [PHOTO.beachAerialWaves, PHOTO.lakeBoatsSunset, PHOTO.coastalDuneGrass],
    includes: ['Pick and Drop Services', 'Breakfast'],
    amenities: ['Accepts Credit Cards', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_INTERNATIONAL,
  },
  {
    title: 'Custom Cape Winelands Self-Drive',
    type: 'Customized',
    description:
      'Eight nights on your own schedule with a hired car: Stellenbosch, Franschhoek, Paarl and the Robertson ' +
      'wine valley, with boutique guest houses and tastings booked for you. We adjust the route to the wines you ' +
      'love, from Cape blends to Méthode Cap Classique.',
    country: 'South Africa',
    city: 'Stellenbosch',
    startOffsetDays: 20,
    nights: 8,
    maxGuests: 4,
    minAge: 18,
    priceAdult: 19_900,
    photos: [PHOTO.mountainValleyAutumn, PHOTO.stormOpenRoad, PHOTO.gardenMarigold],
    includes: ['Breakfast', 'Insurance'],
    amenities: ['Accepts Credit Cards', 'Car Parking', 'Free Coupons', 'Restaurant', 'Wireless Internet'],
    terms: TERMS_LOCAL,
  },
  {
    title: 'Tailor-Made New York City Break',
    type: 'Customized',
    description:
      'Six nights in Manhattan planned around what you love: Broadway shows, the Met and MoMA, a helicopter ' +
      'flight over the skyline, a Yankees game or a food tour of Brooklyn. The price shown includes flights and ' +
      'a midtown hotel; we add the rest to order.',
    country: 'United States',
    city: 'New York',
    startOffsetDays: 95,
    nights: 6,
    maxGuests: 6,
    minAge: 0,
    priceAdult: 3_100,
    priceChild: 1_900,
    currency: 'USD',
    photos: [PHOTO.citySkyline, PHOTO.bridgeCablesEstuary],
    includes: ['Pick and Drop Services', 'Visit 7 Best Places in the City'],
    amenities: ['Accepts Credit Cards', 'Wireless Internet'],
    terms: TERMS_USD,
  },
];
