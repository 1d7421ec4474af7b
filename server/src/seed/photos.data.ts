/**
 * Demo photographs served by the web app from web/public/photos/ (site-relative URLs): photographs
 * from Debian's wallpaper packages under free licences where one fits the subject, otherwise a plain
 * illustration drawn for this project (SVG; Debian ships no photograph of a savanna or a city skyline).
 * web/public/photos/CREDITS.md is the human-readable version of PHOTO_CREDITS and must stay in step.
 */
export const PHOTO = {
  autumnLeaves: '/photos/autumn-leaves.jpg',
  beachAerialWaves: '/photos/beach-aerial-waves.jpg',
  bridgeCablesEstuary: '/photos/bridge-cables-estuary.jpg',
  coastalDuneGrass: '/photos/coastal-dune-grass.jpg',
  foggyJetty: '/photos/foggy-jetty.jpg',
  forestStream: '/photos/forest-stream.jpg',
  forestTrail: '/photos/forest-trail.jpg',
  gardenMarigold: '/photos/garden-marigold.jpg',
  lakeBoatsSunset: '/photos/lake-boats-sunset.jpg',
  lakeTwilight: '/photos/lake-twilight.jpg',
  lakesideDeckGoldenHour: '/photos/lakeside-deck-golden-hour.jpg',
  mistyLakeBlueHour: '/photos/misty-lake-blue-hour.jpg',
  mountainHikingTrail: '/photos/mountain-hiking-trail.jpg',
  mountainSummitSunrise: '/photos/mountain-summit-sunrise.jpg',
  mountainValleyAutumn: '/photos/mountain-valley-autumn.jpg',
  stormOpenRoad: '/photos/storm-open-road.jpg',
  /** Illustrations (SVG), for subjects no Debian photograph shows. */
  safariSavanna: '/photos/safari-savanna.svg',
  citySkyline: '/photos/city-skyline.svg',
  desertDunes: '/photos/desert-dunes.svg',
} as const;

export type PhotoUrl = (typeof PHOTO)[keyof typeof PHOTO];

export interface PhotoCredit {
  /** File name under web/public/photos/. */
  readonly file: string;
  /** The Debian package a photograph comes from; 'none' for an illustration drawn for this project. */
  readonly debianPackage: string;
  /** Path of the original in the installed package ('' for an illustration). */
  readonly original: string;
  readonly title: string;
  readonly author: string;
  readonly licence: string;
  readonly note?: string;
}

const PLASMA_LICENCE =
  'LGPL-3.0 (per the wallpaper metadata.json); the Debian copyright file lists the package as GPL-2+ (KDE Visual Design Group)';

export const PHOTO_CREDITS: readonly PhotoCredit[] = [
  {
    file: 'autumn-leaves.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/FallenLeaf/contents/images/2560x1600.jpg',
    title: 'Fallen Leaf',
    author: 'Martin Klapetek',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'beach-aerial-waves.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/Volna/contents/images/5120x2880.jpg',
    title: 'Volna',
    author: 'Nikita Babin',
    licence: 'CC-BY-SA-4.0 (per the wallpaper metadata.json)',
    note: 'Digital rendering of a shoreline seen from above, not a photograph.',
  },
  {
    file: 'bridge-cables-estuary.jpg',
    debianPackage: 'lomiri-wallpapers-16.04 20.04.0-2',
    original: '/usr/share/backgrounds/Bridge_by_Sander_Klootwijk.jpg',
    title: 'Bridge',
    author: 'Sander Klootwijk (2018)',
    licence: 'CC-BY-SA-4.0',
  },
  {
    file: 'coastal-dune-grass.jpg',
    debianPackage: 'mate-backgrounds 1.26.0-1',
    original: '/usr/share/backgrounds/mate/nature/Dune.jpg',
    title: 'Dune',
    author: 'Marco Cogoni (2007), Hylke Bons (2008)',
    licence: 'GPL-2+',
  },
  {
    file: 'foggy-jetty.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/ColdRipple/contents/images/2560x1600.jpg',
    title: 'Cold Ripple',
    author: 'Risto Saukonpää',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'forest-stream.jpg',
    debianPackage: 'lomiri-wallpapers-16.04 20.04.0-2',
    original: '/usr/share/backgrounds/life_by_Aitzol_Berasategi.jpg',
    title: 'life',
    author: 'Aitzol Berasategi (2018)',
    licence: 'CC-BY-4.0',
  },
  {
    file: 'forest-trail.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/Path/contents/images/2560x1600.jpg',
    title: 'Path',
    author: 'Risto Saukonpää',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'garden-marigold.jpg',
    debianPackage: 'mate-backgrounds 1.26.0-1',
    original: '/usr/share/backgrounds/mate/nature/Garden.jpg',
    title: 'Garden',
    author: 'Charles Barbin (2008)',
    licence: 'GPL-2+',
  },
  {
    file: 'lake-boats-sunset.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/EveningGlow/contents/images/2560x1600.jpg',
    title: 'Evening Glow',
    author: 'Ian Hex',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'lake-twilight.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/summer_1am/contents/images/2560x1600.jpg',
    title: 'summer 1am',
    author: 'Risto Saukonpää',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'lakeside-deck-golden-hour.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/BytheWater/contents/images/2560x1600.jpg',
    title: 'By the water',
    author: 'Maciej Wiklo',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'misty-lake-blue-hour.jpg',
    debianPackage: 'plasma-workspace-wallpapers 4:5.27.5-2',
    original: '/usr/share/wallpapers/DarkestHour/contents/images/2560x1600.jpg',
    title: 'Darkest Hour',
    author: 'Risto Saukonpää',
    licence: PLASMA_LICENCE,
  },
  {
    file: 'mountain-hiking-trail.jpg',
    debianPackage: 'lomiri-wallpapers-16.04 20.04.0-2',
    original: '/usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg',
    title: 'picosdeeuropa',
    author: 'Aitzol Berasategi (2018)',
    licence: 'CC-BY-4.0',
  },
  {
    file: 'mountain-summit-sunrise.jpg',
    debianPackage: 'lomiri-wallpapers-16.04 20.04.0-2',
    original: '/usr/share/backgrounds/sunset_by_Aitzol_Berasategi.jpg',
    title: 'sunset',
    author: 'Aitzol Berasategi (2018)',
    licence: 'CC-BY-4.0',
  },
  {
    file: 'mountain-valley-autumn.jpg',
    debianPackage: 'lomiri-wallpapers-16.04 20.04.0-2',
    original: '/usr/share/backgrounds/aitzgorri_by_Aitzol_Berasategi.jpg',
    title: 'aitzgorri',
    author: 'Aitzol Berasategi (2018)',
    licence: 'CC-BY-4.0',
  },
  {
    file: 'storm-open-road.jpg',
    debianPackage: 'mate-backgrounds 1.26.0-1',
    original: '/usr/share/backgrounds/mate/nature/Storm.jpg',
    title: 'Storm',
    author: 'Sergey Nazarov (2008)',
    licence: 'GPL-2+',
  },
  {
    file: 'safari-savanna.svg',
    debianPackage: 'none',
    original: '',
    title: 'Savanna at sunset',
    author: 'Ubuntu Horizons Travel (drawn for this project)',
    licence: 'Same licence as this project',
    note: 'A plain illustration (SVG), not a photograph: no Debian package has a fitting one.',
  },
  {
    file: 'city-skyline.svg',
    debianPackage: 'none',
    original: '',
    title: 'City skyline at dusk',
    author: 'Ubuntu Horizons Travel (drawn for this project)',
    licence: 'Same licence as this project',
    note: 'A plain illustration (SVG), not a photograph: no Debian package has a fitting one.',
  },
  {
    file: 'desert-dunes.svg',
    debianPackage: 'none',
    original: '',
    title: 'Desert dunes',
    author: 'Ubuntu Horizons Travel (drawn for this project)',
    licence: 'Same licence as this project',
    note: 'A plain illustration (SVG), not a photograph: no Debian package has a fitting one.',
  },
];
