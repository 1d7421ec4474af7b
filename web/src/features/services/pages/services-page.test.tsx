import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { ServicesPage } from './services-page';

// Rendering Chakra pages in jsdom is slow on a busy machine; the default 5 s is too tight.
describe('ServicesPage', { timeout: 20_000 }, () => {
  it('shows the six services, each with a Learn More link that leads somewhere', () => {
    renderRoutes({ routes: [{ path: '/Services', element: <ServicesPage /> }], path: '/Services' });
    const expected: Record<string, string> = {
      'Vacation Packages': '/Packages',
      'Adventure Tours': '/Packages?type=Adventure',
      'Cruise Vacations': '/Cruise',
      'Luxury Escapes': '/Packages?type=Luxury',
      'Group Travel': '/Packages?type=Group',
      'Wellness Retreats': '/TripPlan',
    };
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(Object.keys(expected));
    for (const [title, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name: `Learn More about ${title}` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent('Learn More');
    }
  });
});
