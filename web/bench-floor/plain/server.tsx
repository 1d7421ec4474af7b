import { renderToString } from 'react-dom/server';
import { CARD_DATA, CARDS } from '../page';
import { createClient, PlainFloor } from './page';

/** The page's HTML and the Apollo cache as JSON (escaped for a script element); its styles are the built stylesheet. */
export function render(): { html: string; styles: string; state: string } {
  const client = createClient();
  client.cache.writeQuery({ query: CARDS, data: CARD_DATA });
  const html = renderToString(<PlainFloor client={client} server />);
  return { html, styles: '', state: JSON.stringify(client.extract()).replace(/</g, '\\u003c') };
}
