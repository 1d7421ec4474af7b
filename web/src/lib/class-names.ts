/** Joins the class names that are set: `cx(ui.button, small && ui.sm)`. */
export const cx = (...names: ReadonlyArray<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
