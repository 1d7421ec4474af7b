import type { Figures } from '../../components/admin/figures/figures';
import { STATUS_LABELS } from '../../components/admin/figures/figures';

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const row = (...values: (string | number | null)[]): string => values.map(field).join(',');

/**
 * The figures as a CSV file: one section per figure (a heading row, then its rows), a blank line
 * between sections, weeks as rows. Numbers stay plain (revenue in rand with cents, occupancy as a
 * 0..1 share and a percentage) so spreadsheets can compute with them. CRLF line ends, as RFC 4180 says.
 */
export const figuresToCsv = (figures: Figures): string => {
  const sections: string[][] = [
    [row('Period'), row('From', 'To'), row(figures.from, figures.to)],
    [row('Hotels'), row('Hotels', 'Average rating'), row(figures.hotels, figures.averageRating)],
    [
      row('Bookings by status'),
      row('Status', 'Bookings'),
      ...figures.bookingsByStatus.map((s) => row(STATUS_LABELS[s.status], s.count)),
      row('Total', figures.totalBookings),
    ],
    [row('Revenue (confirmed and completed)'), row('Currency', 'Amount'), row('ZAR', figures.revenue.toFixed(2))],
    [
      row('Occupancy'),
      row('From', 'To', 'Share', 'Percent'),
      row(
        figures.occupancyFrom,
        figures.occupancyTo,
        figures.occupancy,
        figures.occupancy === null ? null : (figures.occupancy * 100).toFixed(1),
      ),
    ],
    ...(figures.openEnquiries === null ? [] : [[row('Open enquiries'), row('Open enquiries'), row(figures.openEnquiries)]]),
    [row('Bookings per week'), row('Week starting', 'Bookings'), ...figures.bookingsPerWeek.map((w) => row(w.weekStart, w.count))],
  ];
  return `${sections.map((lines) => lines.join('\r\n')).join('\r\n\r\n')}\r\n`;
};

/** "analytics-2025-03-01-to-2025-03-31.csv" */
export const csvFileName = (figures: Pick<Figures, 'from' | 'to'>): string => `analytics-${figures.from}-to-${figures.to}.csv`;

/** Hands the text to the browser as a download (no server round trip: the figures are already here). */
export const downloadCsv = (text: string, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
