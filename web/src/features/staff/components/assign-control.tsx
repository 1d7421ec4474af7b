import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage } from '../../../lib/errors';
import { messages, STAFF_TOAST_MS } from '../constants';
import { StaffMembersQuery, type StaffMemberFieldsFragment } from '../graphql';
import { useAssignInboxItem } from '../mutations';

const UNASSIGNED = '';

/** Who works this item: any staff member or agency admin, or nobody. Saved as soon as it changes. */
export const AssignControl = ({ itemId, assignedTo }: { itemId: string; assignedTo: StaffMemberFieldsFragment | null | undefined }) => {
  const staff = useQuery(StaffMembersQuery, { fetchPolicy: 'cache-first' });
  const { assign, loading } = useAssignInboxItem(itemId);
  const members = staff.data?.staffMembers ?? [];
  // The assignee stays selectable while the list loads or if they have since lost the role.
  const options = assignedTo && !members.some((m) => m.id === assignedTo.id) ? [assignedTo, ...members] : members;

  const onChange = async (staffId: string) => {
    try {
      await assign(staffId === UNASSIGNED ? null : staffId);
      toaster.create({ type: 'success', title: messages.assigned, duration: STAFF_TOAST_MS });
    } catch (caught) {
      toaster.create({
        type: 'error',
        title: messages.assignFailed,
        description: getErrorMessage(caught, '') || undefined,
        duration: STAFF_TOAST_MS,
      });
    }
  };

  return (
    <Field.Root disabled={loading}>
      <Field.Label>Assigned to</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={assignedTo?.id ?? UNASSIGNED} onChange={(event) => void onChange(event.currentTarget.value)}>
          <option value={UNASSIGNED}>Unassigned</option>
          {options.map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
              {member.role === 'AGENCY_ADMIN' ? ' (admin)' : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {staff.error && <Field.HelperText color="fg.error">Could not load the staff list.</Field.HelperText>}
    </Field.Root>
  );
};
