import { describe, expect, it } from 'vitest';
import { csvFileName, figuresToCsv } from './csv';
import { sampleFigures } from './test-fixtures';

describe('figuresToCsv', () => {
  it('writes one section per figure and the weeks as rows', () => {
    expect(figuresToCsv(sampleFigures()).split('\r\n')).toEqual([
      'Period',
      'From,To',
      '2026-11-01,2026-11-22',
      '',
      'Hotels',
      'Hotels,Average rating',
      '4,3.5',
      '',
      'Bookings by status',
      'Status,Bookings',
      'Pending,2',
      'Contacted,0',
      'Quoted,1',
      'Confirmed,5',
      'Declined,0',
      'Cancelled,1',
      'Completed,3',
      'Total,12',
      '',
      'Revenue (confirmed and completed)',
      'Currency,Amount',
      'ZAR,12345.50',
      '',
      'Occupancy',
      'From,To,Share,Percent',
      '2026-11-22,2026-12-21,0.734,73.4',
      '',
      'Open enquiries',
      'Open enquiries',
      '7',
      '',
      'Bookings per week',
      'Week starting,Bookings',
      '2026-11-02,4',
      '2026-11-09,0',
      '2026-11-16,8',
      '',
    ]);
  });

  it("leaves out open enquiries for a hotel manager and empty cells for figures they have none of", () => {
    const csv = figuresToCsv(sampleFigures({ openEnquiries: null, occupancy: null, averageRating: null, hotels: 0 }));
    expect(csv).not.toContain('Open enquiries');
    expect(csv).toContain('Hotels,Average rating\r\n0,\r\n');
    expect(csv).toContain('2026-11-22,2026-12-21,,\r\n');
  });

  it('names the file after the period', () => {
    expect(csvFileName({ from: '2025-03-01', to: '2025-03-31' })).toBe('analytics-2025-03-01-to-2025-03-31.csv');
  });
});
