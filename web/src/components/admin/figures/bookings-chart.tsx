import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatLocalDate } from '../../../lib/dates';
import type { Figures } from './figures';
import { formatWeek } from './figures';

interface WeekDatum {
  week: string;
  bookings: number;
}

/** A summary a screen reader says instead of describing bars: the range, the total and the busiest week. */
export const chartSummary = (weeks: Figures['bookingsPerWeek']): string => {
  if (weeks.length === 0) return 'Bookings per week: no weeks in this period.';
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce((best, w) => (w.count > best.count ? w : best), weeks[0]!);
  const range = `${weeks.length} ${weeks.length === 1 ? 'week' : 'weeks'} from ${formatLocalDate(weeks[0]!.weekStart)}`;
  return total === 0
    ? `Bookings per week over ${range}: no bookings.`
    : `Bookings per week over ${range}: ${total} in all, most in the week of ${formatLocalDate(busiest.weekStart)} (${busiest.count}).`;
};

/**
 * Bookings per Monday-started week as bars. The drawing is hidden from assistive technology; the
 * same numbers are in a visually hidden table and the figure's label summarises them.
 */
export const BookingsChart = ({ weeks, title = 'Bookings per week' }: { weeks: Figures['bookingsPerWeek']; title?: string }) => {
  const chart = useChart<WeekDatum>({
    data: weeks.map((w) => ({ week: formatWeek(w.weekStart), bookings: w.count })),
    series: [{ name: 'bookings', color: 'brand.solid', label: 'Bookings' }],
  });
  return (
    <Stack as="section" aria-labelledby="bookings-chart-title" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" id="bookings-chart-title">
        {title}
      </Heading>
      <Box role="img" aria-label={chartSummary(weeks)} data-testid="bookings-chart">
        <Chart.Root chart={chart} h="64" aspectRatio="auto" aria-hidden="true">
          {/* No keyboard layer: it makes the hidden drawing a tab stop with nothing to announce; the
              numbers are in the table below. */}
          <BarChart data={chart.data} responsive accessibilityLayer={false}>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('week')} axisLine={false} tickLine={false} />
            <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={32} />
            <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} />
            {chart.series.map((item) => (
              <Bar key={String(item.name)} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{title}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Week starting</Table.ColumnHeader>
              <Table.ColumnHeader>Bookings</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {weeks.map((w) => (
              <Table.Row key={w.weekStart}>
                <Table.Cell>{formatLocalDate(w.weekStart)}</Table.Cell>
                <Table.Cell>{w.count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Stack>
  );
};
