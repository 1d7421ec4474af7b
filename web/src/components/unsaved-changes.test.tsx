import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Landing, renderRoutes } from '../test/render';
import { UNSAVED_TEXT, UNSAVED_TITLE, useUnsavedFormGuard } from './unsaved-changes';

/** A form with an uncontrolled and a controlled field, as the app has both kinds. */
const Harness = () => {
  const { attachForm, dialog, dirty, markSaved } = useUnsavedFormGuard();
  const navigate = useNavigate();
  const [city, setCity] = useState('Durban');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A successful save that clears the form, as the enquiry forms do.
    event.currentTarget.reset();
    setCity('Durban');
  };
  return (
    <>
      <form ref={attachForm} onSubmit={onSubmit} aria-label="Trip note">
        <label>
          Note <input name="note" defaultValue="" />
        </label>
        <label>
          City <input name="city" value={city} onChange={(event) => setCity(event.currentTarget.value)} />
        </label>
        <button type="submit">Send</button>
        <button
          type="button"
          onClick={() => {
            // A save whose own navigation follows in the same tick, while the values still differ.
            markSaved();
            void navigate('/elsewhere');
          }}
        >
          Save and leave
        </button>
        {dialog}
      </form>
      <output aria-label="State">{dirty ? 'unsaved' : 'saved'}</output>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
};

const routes = [
  { path: '/', element: <Harness /> },
  { path: '/elsewhere', element: <Landing name="Elsewhere" /> },
];

const state = () => screen.getByLabelText('State');
const beforeUnloadCancelled = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedFormGuard', () => {
  it('lets an untouched form go without asking, and the tab close without a prompt', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere at /elsewhere')).toBeInTheDocument();
  });

  it('asks before leaving a changed form (Stay keeps the typing, Leave goes), and prompts on tab close', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    await user.type(screen.getByLabelText('Note'), 'Half a thought');
    await waitFor(() => expect(state()).toHaveTextContent('unsaved'));
    expect(beforeUnloadCancelled()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: UNSAVED_TITLE });
    expect(dialog).toHaveTextContent(UNSAVED_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Note')).toHaveValue('Half a thought');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere at /elsewhere')).toBeInTheDocument();
  });

  it('counts a controlled field too, and typing back what was there is not a change', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Knysna');
    await waitFor(() => expect(state()).toHaveTextContent('unsaved'));
    await user.clear(city);
    await user.type(city, 'Durban');
    await waitFor(() => expect(state()).toHaveTextContent('saved'));
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('stops asking after a successful save clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    await user.type(screen.getByLabelText('Note'), 'Sent in a moment');
    await user.type(screen.getByLabelText('City'), 'ville');
    await waitFor(() => expect(state()).toHaveTextContent('unsaved'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(state()).toHaveTextContent('saved'));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere at /elsewhere')).toBeInTheDocument();
  });

  it("lets a save's own navigation through in the same tick (markSaved)", async () => {
    const user = userEvent.setup({ delay: null });
    renderRoutes({ routes });
    await user.type(screen.getByLabelText('Note'), 'Saved, then off to the list');
    await waitFor(() => expect(state()).toHaveTextContent('unsaved'));
    await user.click(screen.getByRole('button', { name: 'Save and leave' }));
    expect(await screen.findByText('Elsewhere at /elsewhere')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
