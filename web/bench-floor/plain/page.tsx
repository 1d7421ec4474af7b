/**
 * The plain floor: the stack floor's page (../page.tsx) without Chakra. React 19 + react-dom, Apollo
 * Client 4 with a restored cache and react-router 7's data router hydrate the same heading and twelve
 * cards, here plain elements with class names from one static stylesheet (floor.css, built by Vite).
 * What the libraries the design requires cost a phone when nothing computes styles at run time: issue
 * 40's targets read every page's blocking time against this page's, measured in the same run.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { CARDS } from '../page';
import './floor.css';

function Cards() {
  const { data } = useQuery(CARDS);
  return (
    <div className="grid">
      {data?.cards.map((card, index) => (
        <div key={card.id} className="card">
          <img className="photo" src="/photos/misty-lake-blue-hour.jpg" alt="" loading={index < 2 ? 'eager' : 'lazy'} />
          <div className="body">
            <h2 className="card-title">{card.title}</h2>
            <p className="description">{card.description}</p>
            <p className="price">R {card.price}</p>
          </div>
          <div className="footer">
            <button type="button" className="button">
              Book Now
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <div className="container">
        <header className="header">
          <h1 className="title">Your next journey starts here</h1>
        </header>
        <main>
          <Cards />
        </main>
      </div>
    ),
  },
];

const noNetwork = new ApolloLink(() => {
  throw new Error('The plain-floor page has no network');
});

export const createClient = (state?: NormalizedCacheObject): ApolloClient => {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({ cache, link: noNetwork });
};

export function PlainFloor({ client, server }: { client: ApolloClient; server: boolean }) {
  const router = server ? createMemoryRouter(routes) : createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>
  );
}
