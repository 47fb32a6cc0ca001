/** The top bar's entries: Dashboard, Workbench, My design sheet, Settlement, Extension. */
export function TopNav() {
  return null;
}
