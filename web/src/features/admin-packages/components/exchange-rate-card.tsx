import { useQuery } from '@apollo/client/react';
import { FieldErrorText } from '../../../components/field-error-text';
import { Box, Button, Field, Heading, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { toaster } from '../../../components/toaster';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { ADMIN_FORM_TOAST_MS, messages } from '../constants';
import { formatRate } from '../format';
import { AdminExchangeRatesQuery } from '../graphql';
import { useSetExchangeRate } from '../mutations';

const MAX_RATE = 100_000;

/**
 * The rand price of one US dollar. Packages priced in USD are compared with a visitor's budget
 * (which is in rand) through this rate, so the agency keeps it current here.
 */
export const ExchangeRateCard = () => {
  const { data, loading, error } = useQuery(AdminExchangeRatesQuery);
  const { setRate, saving } = useSetExchangeRate();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const usd = data?.exchangeRates.find((rate) => rate.currency === 'USD');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const randPerUnit = Number(value);
    if (value.trim() === '' || !Number.isFinite(randPerUnit) || randPerUnit <= 0 || randPerUnit > MAX_RATE) {
      setFieldError(messages.rateInvalid);
      return;
    }
    setFieldError(null);
    try {
      await setRate('USD', randPerUnit);
      setValue('');
      toaster.create({ type: 'success', title: messages.rateUpdated, duration: ADMIN_FORM_TOAST_MS });
    } catch (caught) {
      const fields = getFieldErrors(caught);
      setFieldError(fields.randPerUnit ?? getErrorMessage(caught, messages.rateUpdateFailed));
      toaster.create({ type: 'error', title: messages.rateUpdateFailed, duration: ADMIN_FORM_TOAST_MS });
    }
  };

  return (
    <Box
      as="section"
      aria-labelledby="exchange-rate-heading"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h2" size="md" id="exchange-rate-heading">
            Exchange rate
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Visitors set their budget in rand; packages priced in US dollars are compared at this rate.
          </Text>
        </Stack>
        <Text>
          {loading && !data ? (
            'Loading the current rate...'
          ) : error ? (
            'The current rate could not be loaded.'
          ) : usd ? (
            <>
              US$1 = <strong>{formatRate(usd.randPerUnit)}</strong>
            </>
          ) : (
            'No US dollar rate is set yet.'
          )}
        </Text>
        <form onSubmit={onSubmit} noValidate aria-label="Update the US dollar rate">
          <Field.Root invalid={Boolean(fieldError)}>
            <Field.Label>Rand per US dollar</Field.Label>
            <HStack gap="3" align="flex-start" w="full" maxW="md">
              <InputGroup startElement="R" flex="1">
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.0001}
                  placeholder={usd ? String(usd.randPerUnit) : '18.50'}
                  value={value}
                  onChange={(event) => setValue(event.currentTarget.value)}
                />
              </InputGroup>
              <Button type="submit" loading={saving} loadingText="Updating...">
                Update
              </Button>
            </HStack>
            {fieldError && <FieldErrorText>{fieldError}</FieldErrorText>}
          </Field.Root>
        </form>
      </Stack>
    </Box>
  );
};
