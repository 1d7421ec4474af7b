import { ChakraProvider } from '@chakra-ui/react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../app/theme';
import { ANNOUNCEMENT_MS, announcementText, ToastAnnouncer } from './toast-announcer';
import { toaster } from './toaster';

const renderAnnouncer = () =>
  render(
    <ChakraProvider value={appSystem()}>
      <ToastAnnouncer />
    </ChakraProvider>,
  );

const region = (politeness: 'polite' | 'assertive') => document.querySelector(`[data-announcer="${politeness}"]`)!;

describe('ToastAnnouncer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is in the page and empty before any toast, so screen readers already watch it', () => {
    renderAnnouncer();
    expect(region('polite')).toHaveAttribute('aria-live', 'polite');
    expect(region('polite')).toBeEmptyDOMElement();
    expect(region('assertive')).toHaveAttribute('aria-live', 'assertive');
    expect(region('assertive')).toBeEmptyDOMElement();
  });

  it('adds each toast as a new line (the same message twice is read twice), errors to the assertive region', () => {
    renderAnnouncer();
    act(() => {
      toaster.create({ type: 'success', title: 'Saved!' });
      toaster.create({ type: 'success', title: 'Saved!' });
      toaster.create({ type: 'error', title: 'Failed to save', description: 'The server is down.' });
    });
    expect(Array.from(region('polite').children).map((line) => line.textContent)).toEqual(['Saved!', 'Saved!']);
    expect(region('assertive')).toHaveTextContent('Failed to save. The server is down.');
  });

  it('does not read a toast again when it is paused, resumed or dismissed, and clears its lines later', () => {
    vi.useFakeTimers();
    renderAnnouncer();
    let id = '';
    act(() => {
      id = toaster.create({ type: 'info', title: 'Hello' });
    });
    act(() => {
      toaster.pause(id);
      toaster.resume(id);
      toaster.dismiss(id);
    });
    expect(region('polite').children).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(ANNOUNCEMENT_MS);
    });
    expect(region('polite')).toBeEmptyDOMElement();
  });

  it('joins a title and a description as sentences', () => {
    expect(announcementText({ title: 'Registered!', description: 'Redirecting to login...' })).toBe('Registered! Redirecting to login...');
    expect(announcementText({ title: 'Hotel deleted', description: 'Bye' })).toBe('Hotel deleted. Bye');
    expect(announcementText({ title: 'Only a title' })).toBe('Only a title');
  });
});
