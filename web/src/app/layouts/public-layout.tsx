import { Box, Flex } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useMainContentProps } from '../../components/main-content';
import { SkipLink } from '../../components/skip-link';
import { Footer } from './footer';
import { TopBar, topBarHeight } from './top-bar';

/**
 * Public pages: fixed top bar, the routed content padded below it, and the footer. The content fills
 * at least the rest of the screen, so the footer starts below the fold: while a page loads its data
 * (a spinner, then a taller page) the footer moves out of sight instead of jumping on screen, which
 * would count as layout shift.
 */
export const PublicLayout = () => {
  const mainContentProps = useMainContentProps();
  return (
    <Flex direction="column" minH="100vh" pt={topBarHeight}>
      <SkipLink />
      <ScrollRestoration />
      <TopBar />
      <Box
        as="main"
        flex="1"
        {...mainContentProps}
        display="flex"
        flexDirection="column"
        minH={{ base: `calc(100vh - ${topBarHeight.base})`, lg: `calc(100vh - ${topBarHeight.lg})` }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
};
