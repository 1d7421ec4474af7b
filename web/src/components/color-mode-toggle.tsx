import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { useColorMode } from '../lib/color-mode';

/**
 * The header's light/dark switch: one button whose pressed state says whether dark mode is on, so
 * its name stays the same ("Dark mode") and a screen reader hears "pressed" or "not pressed".
 */
export const ColorModeToggle = ({ color = 'brand.fg' }: { color?: string }) => {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light colours' : 'Switch to dark colours'}
      variant="ghost"
      size="sm"
      rounded="full"
      color={color}
      onClick={toggle}
    >
      {dark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
};
