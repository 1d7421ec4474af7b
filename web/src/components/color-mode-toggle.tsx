import { LuMoon, LuSun } from 'react-icons/lu';
import { cx } from '../lib/class-names';
import { useColorMode } from '../lib/color-mode';
import ui from '../styles/ui.module.css';

/**
 * The header's light/dark switch: one button whose pressed state says whether dark mode is on, so
 * its name stays the same ("Dark mode") and a screen reader hears "pressed" or "not pressed".
 * A plain button with static classes: it sits in every public page's top bar.
 */
export const ColorModeToggle = () => {
  const { mode, toggle } = useColorMode();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light colours' : 'Switch to dark colours'}
      className={cx(ui.button, ui.sm, ui.ghost, ui.iconOnly, ui.round)}
      onClick={toggle}
    >
      {dark ? <LuSun /> : <LuMoon />}
    </button>
  );
};
