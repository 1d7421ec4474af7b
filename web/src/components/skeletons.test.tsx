import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme';
import { CardGridSkeleton, CardListSkeleton, TableSkeleton } from './skeletons';

const renderIn = (node: ReactNode) => render(<ChakraProvider value={appSystem()}>{node}</ChakraProvider>);

describe('loading skeletons', () => {
  it('mark their region busy and say what loads in one polite status, keeping the spec text visible', () => {
    renderIn(<CardGridSkeleton label="Loading please wait" count={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading please wait');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeVisible();
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    // Only the status speaks: the grey cards are hidden from assistive technology.
    const region = screen.getByTestId('loading-region');
    expect(region.querySelectorAll('.chakra-card__root')).toHaveLength(3);
    expect(region.querySelector('.chakra-card__root')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keep a label for screen readers only when asked (srOnly clip, still in the accessibility tree)', () => {
    renderIn(<CardListSkeleton label="Loading stays..." count={2} />);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toHaveTextContent('Loading stays...');
    // srOnly: clipped to 1px, not display:none, so a screen reader still reads it.
    expect(getComputedStyle(status).position).toBe('absolute');
    expect(getComputedStyle(status).width).toBe('1px');
  });

  it('draw a table skeleton with the real column headers and one placeholder cell per column', () => {
    renderIn(<TableSkeleton label="Loading hotels..." showLabel columns={['Name', 'Type', 'City', 'Rating', 'Actions']} rows={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading hotels...');
    const region = screen.getByTestId('loading-region');
    const table = region.querySelector('table');
    expect(table).not.toBeNull();
    const headers = within(table as HTMLTableElement)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Type', 'City', 'Rating', 'Actions']);
    const bodyRows = (table as HTMLTableElement).tBodies[0]?.rows ?? [];
    expect(bodyRows).toHaveLength(4);
    expect(bodyRows[0]?.cells).toHaveLength(5);
  });
});
