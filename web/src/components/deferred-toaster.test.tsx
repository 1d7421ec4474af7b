import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { appSystem } from '../app/theme';
import { DeferredToaster } from './deferred-toaster';
import { toaster } from './toaster';

describe('DeferredToaster', () => {
  afterEach(() => {
    toaster.remove();
  });

  it('draws nothing until the first toast, then shows it once the view has loaded', async () => {
    const { container } = render(
      <ChakraProvider value={appSystem()}>
        <DeferredToaster />
      </ChakraProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();

    act(() => {
      toaster.create({ title: 'Saved', type: 'success' });
    });
    expect(await screen.findByText('Saved', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
