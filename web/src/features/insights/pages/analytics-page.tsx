import { useQuery } from '@apollo/client/react';
import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { TextField } from '../../../components/text-field';
import { getErrorMessage, getFieldErrors } from '../../../lib/errors';
import { BookingsChart } from '../../../components/admin/figures/bookings-chart';
import { FigureCards, FiguresError, FiguresSkeleton } from '../../../components/admin/figures/figure-cards';
import { csvFileName, downloadCsv, figuresToCsv } from '../csv';
import { formatRange } from '../../../components/admin/figures/figures';
import { AnalyticsQuery } from '../graphql';
import { periodErrors, PRESETS, presetPeriod, todayInSouthAfrica, type Period, type PresetId } from '../period';

export const ANALYTICS_LOAD_FAILED = 'The figures could not be loaded.';

/** The dashboard's figures over a period the admin picks (default: the last 90 days), with a CSV export. */
export const AnalyticsPage = ({ today = todayInSouthAfrica() }: { today?: string }) => {
  const [period, setPeriod] = useState<Period>(() => presetPeriod('last90', today));
  const [preset, setPreset] = useState<PresetId | null>('last90');
  const errors = useMemo(() => periodErrors(period), [period]);
  const valid = Object.keys(errors).length === 0;
  const { data, previousData, error, loading, refetch } = useQuery(AnalyticsQuery, {
    variables: period,
    skip: !valid,
    notifyOnNetworkStatusChange: true,
  });
  // Keep the last figures on screen while the next period loads, rather than flashing a skeleton.
  const figures = data?.analytics ?? previousData?.analytics;
  const serverFields = getFieldErrors(error);

  const change = (field: keyof Period, value: string) => {
    setPreset(null);
    setPeriod((current) => ({ ...current, [field]: value }));
  };
  const choose = (id: PresetId) => {
    setPreset(id);
    setPeriod(presetPeriod(id, today));
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Analytics
        </Heading>
        <Text color="fg.muted">The dashboard's figures over a period you choose (South African dates, both ends included).</Text>
      </Stack>

      <Stack as="form" role="search" aria-label="Period" gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }} onSubmit={(e) => e.preventDefault()}>
        <HStack gap="2" wrap="wrap" role="group" aria-label="Presets">
          {PRESETS.map(({ id, label }) => (
            <Button key={id} size="sm" variant={preset === id ? 'solid' : 'outline'} aria-pressed={preset === id} onClick={() => choose(id)}>
              {label}
            </Button>
          ))}
        </HStack>
        <Flex gap="4" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-start' }}>
          <TextField name="from" label="From" type="date" value={period.from} max={period.to || undefined} error={errors.from ?? serverFields.from} onChange={(e) => change('from', e.target.value)} />
          <TextField name="to" label="To" type="date" value={period.to} min={period.from || undefined} error={errors.to ?? serverFields.to} onChange={(e) => change('to', e.target.value)} />
        </Flex>
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Text color="fg.muted" aria-live="polite">
            {figures ? `Showing ${formatRange(figures.from, figures.to)}` : ''}
          </Text>
          <Button
            variant="outline"
            disabled={!figures || !valid}
            onClick={() => figures && downloadCsv(figuresToCsv(figures), csvFileName(figures))}
          >
            <LuDownload aria-hidden="true" /> Export CSV
          </Button>
        </HStack>
      </Stack>

      {error && !Object.keys(serverFields).length ? (
        <FiguresError message={getErrorMessage(error, ANALYTICS_LOAD_FAILED)} onRetry={() => void refetch()} retrying={loading} />
      ) : figures ? (
        <Stack gap="6" opacity={loading ? 0.6 : 1} aria-busy={loading}>
          <FigureCards figures={figures} periodLabel={formatRange(figures.from, figures.to)} occupancyLabel={formatRange(figures.occupancyFrom, figures.occupancyTo)} />
          <BookingsChart weeks={figures.bookingsPerWeek} />
        </Stack>
      ) : valid ? (
        <FiguresSkeleton />
      ) : null}
    </Stack>
  );
};
