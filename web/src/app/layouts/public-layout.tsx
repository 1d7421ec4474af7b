import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { TopBar, topBarHeight } from './top-bar';

/** Public pages: fixed top bar, the routed content padded below it, and the footer. */
export const PublicLayout = () => (
  <Flex direction="column" minH="100vh" pt={topBarHeight}>
    <ScrollRestoration />
    <TopBar />
    <Box as="main" flex="1" id="main" display="flex" flexDirection="column">
      <Outlet />
    </Box>
    <Footer />
  </Flex>
);
