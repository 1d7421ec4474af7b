import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { PageMeta, pageTitle, serializeJsonLd, summarize } from './page-meta';

const head = {
  meta: (selector: string) => document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`),
  content: (selector: string) => [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${selector}]`)].map((m) => m.content),
  canonical: () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
};

describe('PageMeta', () => {
  it('writes the title, description, canonical address and Open Graph tags into document.head', () => {
    renderRoutes({
      routes: [
        {
          path: '/Details/:id',
          element: (
            <PageMeta
              title="Zanzibar Beach Escape"
              description="Seven nights on the white beaches of Nungwi."
              path="/Details/p1"
              type="product"
              image="/photos/beach.jpg"
              jsonLd={{ '@type': 'TouristTrip', name: 'Zanzibar' }}
            />
          ),
        },
      ],
      // Another letter case and the alias both name the one canonical address.
      path: '/details/p1?utm_source=x',
    });
    const origin = window.location.origin;
    expect(document.title).toBe('Zanzibar Beach Escape — Ubuntu Horizons Travel');
    expect(head.content('name="description"')).toEqual(['Seven nights on the white beaches of Nungwi.']);
    expect(head.canonical()).toEqual([`${origin}/Details/p1`]);
    expect(head.content('property="og:title"')).toEqual(['Zanzibar Beach Escape']);
    expect(head.content('property="og:description"')).toEqual(['Seven nights on the white beaches of Nungwi.']);
    expect(head.content('property="og:type"')).toEqual(['product']);
    expect(head.content('property="og:url"')).toEqual([`${origin}/Details/p1`]);
    expect(head.content('property="og:image"')).toEqual([`${origin}/photos/beach.jpg`]);
    expect(head.content('property="og:site_name"')).toEqual(['Ubuntu Horizons Travel']);
    expect(head.meta('name="robots"')).toHaveLength(0);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'TouristTrip', name: 'Zanzibar' });
  });

  it('replaces the previous page’s tags on navigation, leaving one of each', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({
      routes: [
        {
          path: '/',
          element: (
            <>
              <PageMeta description="Home page." />
              <Link to="/Contact">Contact</Link>
            </>
          ),
        },
        { path: '/Contact', element: <PageMeta title="Contact us" description="Send us a message." image="https://cdn.example/x.jpg" /> },
      ],
    });
    expect(document.title).toBe('Ubuntu Horizons Travel');
    expect(head.content('property="og:image"')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(document.title).toBe('Contact us — Ubuntu Horizons Travel');
    expect(head.content('name="description"')).toEqual(['Send us a message.']);
    expect(head.canonical()).toEqual([`${window.location.origin}/Contact`]);
    expect(head.content('property="og:image"')).toEqual(['https://cdn.example/x.jpg']);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('keeps a not-found page out of indexes: robots noindex and no canonical address', () => {
    renderRoutes({ routes: [{ path: '*', element: <PageMeta title="Page not found" description="Nothing here." noindex /> }], path: '/nowhere' });
    expect(head.content('name="robots"')).toEqual(['noindex']);
    expect(head.canonical()).toEqual([]);
  });
});

describe('helpers', () => {
  it('titles pages "Page — Ubuntu Horizons Travel", the site name alone without a page title', () => {
    expect(pageTitle('Specials')).toBe('Specials — Ubuntu Horizons Travel');
    expect(pageTitle()).toBe('Ubuntu Horizons Travel');
  });

  it('cuts long descriptions at a word near 160 characters', () => {
    const long = `${'Sun, sand and sea. '.repeat(20)}`;
    const cut = summarize(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(summarize('  Two\n\nlines  ')).toBe('Two lines');
  });

  it('serialises JSON-LD so stored text cannot close the script block, and parses back to the same data', () => {
    const data = { name: 'Evil </script><script>alert(1)</script> & <!-- trip', note: 'line\u2028sep' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
