import { useQuery } from '@apollo/client/react';
import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { ErrorState, LoadingState } from '../../../components/page-states';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { HOTEL_FORM_TOAST_MS, messages } from '../constants';
import { AdminHotelManagerAccountsQuery } from '../graphql';
import { useHotelManagers } from '../mutations';

/**
 * Agency admins only: which hotel manager accounts run this hotel, with assign and remove. The
 * mutations answer with the account's new hotel list, which Apollo's cache merges by id, so the
 * panel updates without asking again.
 */
export const ManagersPanel = ({ hotelId, hotelName }: { hotelId: string; hotelName: string }) => {
  const headingId = useId();
  const { data, loading, error } = useQuery(AdminHotelManagerAccountsQuery, { fetchPolicy: 'cache-and-network' });
  const { assign, unassign, assigning, busy } = useHotelManagers(hotelId);
  const [chosen, setChosen] = useState('');
  const accounts = data?.hotelManagerAccounts ?? [];
  const assigned = accounts.filter((account) => account.hotelIds.includes(hotelId));
  const others = accounts.filter((account) => !account.hotelIds.includes(hotelId));

  const onAssign = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || busy) return;
    try {
      await assign(chosen);
      setChosen('');
      toaster.create({ type: 'success', title: messages.managerAssigned, duration: HOTEL_FORM_TOAST_MS });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.managerAssignFailed,
        description: reason || undefined,
        duration: HOTEL_FORM_TOAST_MS,
      });
    }
  };

  const onRemove = async (userId: string) => {
    if (busy) return;
    try {
      await unassign(userId);
      toaster.create({ type: 'success', title: messages.managerRemoved, duration: HOTEL_FORM_TOAST_MS });
    } catch (caught) {
      const reason = getErrorMessage(caught, '');
      toaster.create({
        type: 'error',
        title: messages.managerRemoveFailed,
        description: reason || undefined,
        duration: HOTEL_FORM_TOAST_MS,
      });
    }
  };

  const body = (() => {
    if (loading && !data) return <LoadingState text="Loading managers..." minH="20" />;
    if (error && !data) return <ErrorState>{messages.loadManagersFailed}</ErrorState>;
    return (
      <Stack gap="4">
        {assigned.length === 0 ? (
          <Text color="fg.muted">No manager runs {hotelName} yet.</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" aria-label={`Managers of ${hotelName}`}>
            {assigned.map((account) => (
              <HStack as="li" key={account.id} justify="space-between" gap="3" borderWidth="1px" borderRadius="md" px="3" py="2">
                <Stack gap="0">
                  <Text fontWeight="600">{account.username}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {account.email}
                  </Text>
                </Stack>
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${account.username}`}
                  disabled={busy}
                  onClick={() => void onRemove(account.id)}
                >
                  <LuUserMinus aria-hidden="true" /> Remove
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <form onSubmit={(event) => void onAssign(event)} aria-label="Assign a manager">
          <HStack gap="3" align="flex-end" flexWrap="wrap">
            <Field.Root flex="1" minW="60">
              <Field.Label>Hotel manager</Field.Label>
              <NativeSelect.Root disabled={others.length === 0 || busy}>
                <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
                  <option value="">{others.length === 0 ? 'No other hotel managers' : 'Choose a hotel manager'}</option>
                  {others.map((account) => (
                    <option key={account.id} value={account.id}>
                      {account.username} ({account.email})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button type="submit" disabled={!chosen} loading={assigning}>
              <LuUserPlus aria-hidden="true" /> Assign
            </Button>
          </HStack>
        </form>
      </Stack>
    );
  })();

  return (
    <Box as="section" aria-labelledby={headingId} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="4" id={headingId}>
        Managers
      </Heading>
      {body}
    </Box>
  );
};
