/**
 * The spam trap: an input people never see or reach (visually hidden, hidden from screen readers,
 * out of the tab order, no autofill) but form-filling bots do. It is sent with the mutation; the
 * server refuses any message where it is not empty, and stores nothing.
 */
export const HoneypotField = () => (
  <div
    aria-hidden="true"
    style={{ position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' }}
  >
    <label htmlFor="enquiry-website">Website</label>
    <input id="enquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
  </div>
);
