import { Field, useFieldContext } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';

const tokens = (value: string | null): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/**
 * A field's error message that its control also names in `aria-describedby`, so a screen reader
 * reads the message with the field when it gets focus. Chakra's own Field.ErrorText is linked only
 * through `aria-errormessage`, which several screen readers ignore. Use it in place of
 * Field.ErrorText, inside a Field.Root.
 *
 * The control's `aria-describedby` belongs to Chakra (it names a helper text), so the error's id is
 * added to the element after each render and taken away when the message goes. The effect runs
 * whenever the field's context changes, as the control re-renders then too.
 */
export const FieldErrorText = (props: Field.ErrorTextProps) => {
  const field = useFieldContext();
  const controlId = field?.ids.control;
  const errorId = field?.ids.errorText;
  // Field.ErrorText draws nothing while the field is valid: nothing to point at then.
  const shown = field?.invalid === true;

  useLayoutEffect(() => {
    const control = controlId ? document.getElementById(controlId) : null;
    if (!control || !errorId || !shown) return;
    const current = tokens(control.getAttribute('aria-describedby'));
    if (!current.includes(errorId)) control.setAttribute('aria-describedby', [...current, errorId].join(' '));
    return () => {
      const rest = tokens(control.getAttribute('aria-describedby')).filter((id) => id !== errorId);
      if (rest.length > 0) control.setAttribute('aria-describedby', rest.join(' '));
      else control.removeAttribute('aria-describedby');
    };
  });

  return <Field.ErrorText {...props} />;
};
