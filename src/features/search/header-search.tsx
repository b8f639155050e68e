/** The header's search box (spec §2 "Other dialogs", §4 "Search"): the desktop layouts show it in their search slot. */
export function HeaderSearch() {
  return null;
}
