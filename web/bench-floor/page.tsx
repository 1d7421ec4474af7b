/**
 * The stack floor: what the libraries this design requires cost a phone before any of our pages' own
 * work. React 19 + react-dom, Chakra UI v3 with the app's theme, Apollo Client 4 with a restored
 * cache, react-router 7's data router: one heading and twelve cards, rendered on the server and
 * hydrated the way the app hydrates (after the first paint, as a transition). `npm run bench:web`
 * builds it (bench/web/floor.ts) and runs Lighthouse on it in the same run as the app's pages, so the
 * app's figures can be read against it. Not part of the app's build.
 */
import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Box, Button, Card, ChakraProvider, Container, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { createBrowserRouter, createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { appSystem, hydratingSystem } from '../src/app/theme';

interface FloorCard {
  __typename: 'Card';
  id: string;
  title: string;
  description: string;
  price: number;
}
interface CardsData {
  cards: FloorCard[];
}

const field = (name: string) => ({ kind: 'Field', name: { kind: 'Name', value: name } }) as const;

/** `query FloorCards { cards { id title description price } }`, parsed: the app ships parsed documents too. */
export const CARDS = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FloorCards' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ ...field('cards'), selectionSet: { kind: 'SelectionSet', selections: ['id', 'title', 'description', 'price'].map(field) } }],
      },
    },
  ],
} as unknown as TypedDocumentNode<CardsData>;

export const CARD_DATA: CardsData = {
  cards: Array.from({ length: 12 }, (_, i) => ({
    __typename: 'Card' as const,
    id: String(i + 1),
    title: `Package ${i + 1}: seven nights by the sea`,
    description: 'Return flights, seven nights with breakfast, airport transfers and a guided day tour of the winelands.',
    price: 19_900 + i * 1_000,
  })),
};

function Cards() {
  const { data } = useQuery(CARDS);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {data?.cards.map((card, index) => (
        <Card.Root key={card.id} overflow="hidden">
          <Image src="/photos/misty-lake-blue-hour.jpg" alt="" height="200px" objectFit="cover" loading={index < 2 ? 'eager' : 'lazy'} />
          <Card.Body gap="2">
            <Card.Title asChild>
              <h2>{card.title}</h2>
            </Card.Title>
            <Card.Description>{card.description}</Card.Description>
            <Text fontWeight="bold">R {card.price}</Text>
          </Card.Body>
          <Card.Footer>
            <Button>Book Now</Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <Container maxW="6xl" py="8">
        <Box as="header" mb="6">
          <Heading as="h1" size="2xl">
            Your next journey starts here
          </Heading>
        </Box>
        <main>
          <Cards />
        </main>
      </Container>
    ),
  },
];

/** No network: every query of the page is answered from the cache the server filled. */
const noNetwork = new ApolloLink(() => {
  throw new Error('The stack-floor page has no network');
});

export const createClient = (state?: NormalizedCacheObject): ApolloClient => {
  const cache = new InMemoryCache();
  if (state) cache.restore(state);
  return new ApolloClient({ cache, link: noNetwork });
};


export function Floor({ client, server }: { client: ApolloClient; server: boolean }) {
  const router = server ? createMemoryRouter(routes) : createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  return (
    <ChakraProvider value={server ? appSystem() : hydratingSystem()}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}
