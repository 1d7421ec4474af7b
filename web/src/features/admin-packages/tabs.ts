import { paths } from '../../config/paths';

/** /holiday-packages shows the list, or with ?tab=new the create form. */
export type HolidayPackagesTab = 'list' | 'new';

export const HOLIDAY_TAB_PARAM = 'tab';

export const holidayPackagesTab = (tab: HolidayPackagesTab): string =>
  tab === 'new' ? `${paths.holidayPackages.to()}?${HOLIDAY_TAB_PARAM}=new` : paths.holidayPackages.to();
