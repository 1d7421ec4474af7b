import { useQuery } from '@apollo/client/react';
import { Box, Field, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { TableSkeleton } from '../../../components/skeletons';
import { Pagination } from '../../../components/pagination';
import { FORM_TOAST_MS, toaster } from '../../../components/toaster';
import type { Role, UserAccountFieldsFragment } from '../../../gql/graphql';
import { getErrorMessage } from '../../../lib/errors';
import { formatSaDate } from '../../../lib/dates';
import { ManagerHotels } from '../components/manager-hotels';
import { RoleDialog, type PendingRoleChange } from '../components/role-dialog';
import { UserAccountsQuery, UserAdminHotelsQuery } from '../graphql';
import { useSetUserRole, useUserHotels } from '../mutations';
import { isRole, ROLES, roleAsComplement, roleLabel, SEARCH_DEBOUNCE_MS } from '../roles';

export const usersPageText = {
  loading: 'Loading accounts...',
  loadFailed: 'The accounts could not be loaded. Please try again.',
  empty: 'No accounts match.',
  roleChanged: (username: string, role: Role) => `${username} is now ${roleAsComplement[role]}.`,
  roleFailed: 'The role could not be changed.',
  hotelFailed: 'The hotels could not be changed.',
} as const;

/** The search text once typing has paused, so each key press does not ask the server. */
const useDebounced = (value: string, delayMs: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

interface RowProps {
  account: UserAccountFieldsFragment;
  hotels: ReadonlyArray<{ id: string; name: string; city: string }>;
  busy: boolean;
  onRole: (account: UserAccountFieldsFragment, role: Role) => void;
  onAddHotel: (account: UserAccountFieldsFragment, hotelId: string) => Promise<boolean>;
  onRemoveHotel: (account: UserAccountFieldsFragment, hotelId: string) => void;
}

const AccountRow = ({ account, hotels, busy, onRole, onAddHotel, onRemoveHotel }: RowProps) => (
  <Table.Row>
    <Table.Cell fontWeight="600">{account.username}</Table.Cell>
    <Table.Cell>{account.email}</Table.Cell>
    <Table.Cell whiteSpace="nowrap">{account.phone}</Table.Cell>
    <Table.Cell>
      <NativeSelect.Root size="sm" minW="36">
        {/* The select shows the stored role until the change is confirmed and saved. */}
        <NativeSelect.Field
          aria-label={`Role of ${account.username}`}
          value={account.role}
          onChange={(event) => {
            const role = event.currentTarget.value;
            if (isRole(role) && role !== account.role) onRole(account, role);
          }}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Table.Cell>
    <Table.Cell>
      {account.role === 'HOTEL_MANAGER' ? (
        <ManagerHotels
          account={account}
          hotels={hotels}
          busy={busy}
          onAdd={(hotelId) => onAddHotel(account, hotelId)}
          onRemove={(hotelId) => onRemoveHotel(account, hotelId)}
        />
      ) : (
        <Text color="fg.muted" aria-label="None">
          —
        </Text>
      )}
    </Table.Cell>
    <Table.Cell whiteSpace="nowrap">{formatSaDate(account.createdAt)}</Table.Cell>
  </Table.Row>
);

/**
 * /users (agency admins): every account with its role, which an admin changes after a confirmation
 * (the server refuses to demote the last agency admin, and the dialog says so), and the hotels each
 * hotel manager runs, added and removed here.
 */
export const UsersPage = () => {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [roleFilter, setRoleFilter] = useState<Role | ''>('');
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const [roleError, setRoleError] = useState<string | null>(null);
  const [hotelError, setHotelError] = useState<string | null>(null);

  // A new search or filter starts at its first page: the page number belongs to the filter it was chosen for.
  const filterKey = `${search}\u0000${roleFilter}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const filter = { ...(search ? { search } : {}), ...(roleFilter ? { role: roleFilter } : {}) };
  const { data, previousData, loading, error } = useQuery(UserAccountsQuery, {
    variables: { filter, page },
    fetchPolicy: 'cache-and-network',
  });
  const hotelsQuery = useQuery(UserAdminHotelsQuery);
  const { setUserRole, loading: roleSaving } = useSetUserRole();
  const { assignHotel, unassignHotel, busy: hotelBusy } = useUserHotels();

  // While the next page or search loads, the previous rows stay (no jump to a spinner).
  const shown = data ?? previousData;
  const accounts = shown?.userAccounts;
  const totalPages = accounts ? Math.max(1, Math.ceil(accounts.total / accounts.pageSize)) : 1;

  const confirmRole = async () => {
    if (!pending) return;
    setRoleError(null);
    try {
      await setUserRole({ userId: pending.userId, role: pending.role });
      toaster.create({ type: 'success', title: usersPageText.roleChanged(pending.username, pending.role), duration: FORM_TOAST_MS });
      setPending(null);
    } catch (caught) {
      setRoleError(getErrorMessage(caught, usersPageText.roleFailed));
    }
  };

  const addHotel = async (account: UserAccountFieldsFragment, hotelId: string): Promise<boolean> => {
    setHotelError(null);
    try {
      await assignHotel(account.id, hotelId);
      return true;
    } catch (caught) {
      setHotelError(getErrorMessage(caught, usersPageText.hotelFailed));
      return false;
    }
  };

  const removeHotel = async (account: UserAccountFieldsFragment, hotelId: string) => {
    setHotelError(null);
    try {
      await unassignHotel(account.id, hotelId);
    } catch (caught) {
      setHotelError(getErrorMessage(caught, usersPageText.hotelFailed));
    }
  };

  const table = (() => {
    if (!accounts && loading) return <TableSkeleton label={usersPageText.loading} columns={['Username', 'E-mail', 'Phone', 'Role', 'Hotels', 'Created']} />;
    if (!accounts) return <ErrorState>{error ? getErrorMessage(error, usersPageText.loadFailed) : usersPageText.loadFailed}</ErrorState>;
    if (accounts.items.length === 0) return <EmptyState>{usersPageText.empty}</EmptyState>;
    return (
      <Stack gap="4">
        <Table.ScrollArea borderWidth="1px" borderRadius="xl" bg="bg" aria-busy={loading}>
          <Table.Root size="sm">
            <Table.Caption captionSide="top" srOnly>
              Accounts
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Username</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Hotels</Table.ColumnHeader>
                <Table.ColumnHeader>Created</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {accounts.items.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  hotels={hotelsQuery.data?.managedHotels ?? []}
                  busy={hotelBusy}
                  onRole={(target, role) => {
                    setRoleError(null);
                    setPending({ userId: target.id, username: target.username, role });
                  }}
                  onAddHotel={addHotel}
                  onRemoveHotel={(target, hotelId) => void removeHotel(target, hotelId)}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {accounts.total === 1 ? '1 account' : `${accounts.total} accounts`}
        </Text>
        {totalPages > 1 && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} label="Account pages" />}
      </Stack>
    );
  })();

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Users &amp; roles
        </Heading>
        <Text color="fg.muted">Who is an agency admin, which hotels each hotel manager runs, and who works as staff.</Text>
      </Box>
      <HStack gap="4" align="flex-end" flexWrap="wrap" as="search">
        <Field.Root maxW="sm">
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            placeholder="Username or e-mail"
            value={searchText}
            maxLength={100}
            onChange={(event) => setSearchText(event.currentTarget.value)}
          />
        </Field.Root>
        <Field.Root maxW="xs">
          <Field.Label>Role</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={roleFilter}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setRoleFilter(isRole(value) ? value : '');
              }}
            >
              <option value="">All roles</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel[role]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {hotelError && <ErrorState>{hotelError}</ErrorState>}
      {table}
      <RoleDialog
        change={pending}
        busy={roleSaving}
        error={roleError}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmRole()}
      />
    </Stack>
  );
};
