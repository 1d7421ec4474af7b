/**
 * The rate names an admin picks from when creating a rate type; choosing one fills its description
 * (admin portal spec, "Rate type"). The descriptions are fixed text so every hotel reads the same.
 */
export const RATE_PRESETS = [
  {
    name: 'Rack Rate',
    description: 'The standard published rate for walk-in and direct bookings, before any discount or commission.',
  },
  {
    name: 'STO Rate',
    description:
      'Special Tour Operator rate: the confidential net rate offered to tour operators and travel agents, who add their own margin.',
  },
  {
    name: 'Corporate Rate',
    description: 'Discounted rate for companies with a negotiated agreement or a regular volume of business travel.',
  },
  {
    name: 'Wholesale Rate',
    description: 'Net rate for wholesalers who buy room allocations in bulk and resell them through their own channels.',
  },
  {
    name: 'Package Rate',
    description: 'Rate bundled with extras such as meals, transfers or activities and sold as one holiday package.',
  },
  {
    name: 'Seasonal Rate',
    description: 'Rate that follows the season: higher in peak holiday periods, lower in the quiet months.',
  },
  {
    name: 'Weekend Rate',
    description: 'Rate for Friday and Saturday night stays.',
  },
  {
    name: 'Long-Term Rate',
    description: 'Reduced nightly rate for extended stays, usually seven nights or more.',
  },
  {
    name: 'Student Rate',
    description: 'Discounted rate for students who show a valid student card at check-in.',
  },
  {
    name: 'Senior Citizen Rate',
    description: 'Discounted rate for guests aged 60 and over, on proof of age at check-in.',
  },
  {
    name: 'Family Rate',
    description: 'Rate for families sharing a room or suite, with reduced or free stays for children under 12.',
  },
  {
    name: 'Inside Cabin Rate',
    description: 'Cruise rate for an interior cabin without a window: the most affordable way to sail.',
  },
  {
    name: 'Ocean View Rate',
    description: 'Cruise rate for an outside cabin with a window or porthole facing the sea.',
  },
  {
    name: 'Suite Rate',
    description: 'Rate for a suite with a separate living area and premium amenities.',
  },
  {
    name: 'Balcony Rate',
    description: 'Cruise rate for a cabin with a private balcony.',
  },
] as const;

export type RatePreset = (typeof RATE_PRESETS)[number];
export type RatePresetName = RatePreset['name'];

export const RATE_PRESET_NAMES: readonly RatePresetName[] = RATE_PRESETS.map((p) => p.name);

export function isRatePresetName(name: string): name is RatePresetName {
  return (RATE_PRESET_NAMES as readonly string[]).includes(name);
}

/** The fixed description of a preset name, or undefined for a custom name. */
export function ratePresetDescription(name: string): string | undefined {
  return RATE_PRESETS.find((p) => p.name === name)?.description;
}
