import { Box, Flex, IconButton, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuBedDouble,
  LuCalendarCheck,
  LuChartColumn,
  LuDoorOpen,
  LuHotel,
  LuInbox,
  LuReceiptText,
  LuLayoutDashboard,
  LuMountainSnow,
  LuPackage,
  LuTreePalm,
  LuPanelLeftClose,
  LuPanelLeftOpen,
  LuScrollText,
  LuSparkles,
  LuTags,
  LuUsers,
} from 'react-icons/lu';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';

interface SidebarItem {
  label: string;
  to: string;
  icon: IconType;
  /** Shown on every page; the others only away from the dashboard and the hotel list. */
  always?: boolean;
  /** Package writes and the agency's policies are the agency's: the API refuses them to hotel managers, so they do not see these. */
  agencyOnly?: boolean;
}

const items: readonly SidebarItem[] = [
  { label: 'Dashboard', to: paths.dashboard.to(), icon: LuLayoutDashboard, always: true },
  { label: 'Hotel', to: paths.hotelList.to(), icon: LuHotel, always: true },
  // Not in the spec's sidebar: the package table has no route of its own there. On every page, or
  // an agency admin landing on /dashboard would have no way to it.
  { label: 'Packages', to: paths.adminPackages.to(), icon: LuPackage, always: true, agencyOnly: true },
  // Not in the spec's sidebar either (its /analytics and /policies were placeholders): on every page,
  // like Packages, so the figures and the agency texts are one click from the dashboard.
  { label: 'Analytics', to: paths.analytics.to(), icon: LuChartColumn, always: true },
  { label: 'Policies', to: paths.policies.to(), icon: LuScrollText, always: true, agencyOnly: true },
  // Agency admins work the staff inbox too (issue 5); it lives at /internal, outside this layout.
  { label: 'Inbox', to: paths.staff.to(), icon: LuInbox, always: true, agencyOnly: true },
  // Issue 20: invoices from accepted quotes, with payments and cancellations; beside the inbox, at /internal.
  { label: 'Invoices', to: paths.staffInvoices.to(), icon: LuReceiptText, always: true, agencyOnly: true },
  // Issue 7: who is an agency admin, which hotels each manager runs, who is staff.
  { label: 'Users & roles', to: paths.users.to(), icon: LuUsers, always: true, agencyOnly: true },
  { label: 'Amenities', to: paths.amenities.to(), icon: LuSparkles },
  { label: 'Room Types', to: paths.roomTypes.to(), icon: LuBedDouble },
  { label: 'Rooms', to: paths.rooms.to(), icon: LuDoorOpen },
  { label: 'Rates & Types', to: paths.rates.to(), icon: LuTags },
  { label: 'Activities', to: paths.activities.to(), icon: LuMountainSnow },
  { label: 'Reservations', to: paths.hotelReservations.to(), icon: LuCalendarCheck },
  { label: 'Holiday Packages', to: paths.holidayPackages.to(), icon: LuTreePalm, agencyOnly: true },
];

/**
 * Admin spec section 2 ("Sidebar"): which entries the current path shows, less the package entries
 * for anyone but an agency admin.
 */
export const visibleSidebarItems = (pathname: string, role: SessionUser['role'] | undefined): readonly SidebarItem[] => {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const overview = path === paths.dashboard.to() || path === paths.hotelList.to();
  return items.filter((item) => (!overview || item.always) && (!item.agencyOnly || role === 'AGENCY_ADMIN'));
};

export const SIDEBAR_ID = 'admin-sidebar';

/** Admin spec sections 2 and 9: Tailwind's w-64 open and w-16 closed. */
export const SIDEBAR_WIDTH = { open: '16rem', closed: '4rem' } as const;

export const AdminSidebar = ({ open, onToggle }: { open: boolean; onToggle: () => void }) => {
  const { pathname } = useLocation();
  const { user } = useSession();
  return (
    <Box
      as="aside"
      id={SIDEBAR_ID}
      w={open ? SIDEBAR_WIDTH.open : SIDEBAR_WIDTH.closed}
      flexShrink="0"
      bg="brand.950"
      color="whiteAlpha.900"
      transition="width 0.2s ease"
      position="sticky"
      top="0"
      h="100vh"
      overflowX="hidden"
      overflowY="auto"
    >
      <Flex align="center" justify={open ? 'space-between' : 'center'} h="16" px={open ? '4' : '0'} borderBottomWidth="1px" borderColor="whiteAlpha.200">
        {open && (
          <Text fontWeight="800" fontSize="lg" whiteSpace="nowrap">
            Admin Portal
          </Text>
        )}
        <IconButton
          aria-label="Toggle sidebar"
          aria-expanded={open}
          aria-controls={`${SIDEBAR_ID}-nav`}
          variant="ghost"
          color="inherit"
          size="sm"
          _hover={{ bg: 'whiteAlpha.200' }}
          // The button recipe tints expanded buttons; on the dark sidebar that hides the icon.
          _expanded={{ bg: 'transparent' }}
          onClick={onToggle}
        >
          {open ? <LuPanelLeftClose /> : <LuPanelLeftOpen />}
        </IconButton>
      </Flex>
      <Stack as="nav" id={`${SIDEBAR_ID}-nav`} aria-label="Admin" gap="1" p="2">
        {visibleSidebarItems(pathname, user?.role).map(({ label, to, icon: Icon }) => (
          <Link
            key={to}
            asChild
            display="flex"
            alignItems="center"
            justifyContent={open ? 'flex-start' : 'center'}
            gap="3"
            px="3"
            py="2.5"
            borderRadius="md"
            color="whiteAlpha.800"
            fontWeight="600"
            fontSize="sm"
            _hover={{ bg: 'whiteAlpha.200', color: 'white', textDecoration: 'none' }}
            _currentPage={{ bg: 'brand.700', color: 'white' }}
          >
            <NavLink to={to} title={open ? undefined : label}>
              <Icon size="18" aria-hidden="true" />
              {open ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
            </NavLink>
          </Link>
        ))}
      </Stack>
    </Box>
  );
};
