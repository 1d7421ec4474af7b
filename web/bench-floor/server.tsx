import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { CARD_DATA, CARDS, createClient, Floor } from './page';

/** The page's HTML, its critical CSS as style tags and the Apollo cache as JSON (escaped for a script element). */
export function render(): { html: string; styles: string; state: string } {
  const client = createClient();
  client.cache.writeQuery({ query: CARDS, data: CARD_DATA });
  const emotionCache = createEmotionCache({ key: 'css' });
  const emotion = createEmotionServer(emotionCache);
  const html = renderToString(
    <CacheProvider value={emotionCache}>
      <Floor client={client} server />
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, state: JSON.stringify(client.extract()).replace(/</g, '\\u003c') };
}
