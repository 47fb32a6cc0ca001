/** Icon buttons of the top bar: full screen, theme, colour, error log (filled by the preferences work). */
export function ChromeTools() {
  return null;
}
