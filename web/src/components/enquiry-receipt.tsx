import { Alert, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { scrollBehavior } from '../lib/motion';

/**
 * Above a form that was just sent: the enquiry's reference (EQ-…), as the booking form shows a
 * booking's. Brought into view and focused when it appears (the visitor clicked at the form's
 * foot), so screen reader users hear it too.
 */
export const EnquiryReceipt = ({ reference, title }: { reference: string | null; title: string }) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reference) return;
    ref.current?.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    ref.current?.focus({ preventScroll: true });
  }, [reference]);
  if (!reference) return null;
  return (
    <Alert.Root status="success" borderRadius="lg" mb="5" role="status" ref={ref} tabIndex={-1} _focusVisible={{ outline: '2px solid', outlineColor: 'green.500' }}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Text>
            Your reference is{' '}
            <Text as="strong" whiteSpace="nowrap">
              {reference}
            </Text>
            . Quote it when you contact us about this enquiry.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};
