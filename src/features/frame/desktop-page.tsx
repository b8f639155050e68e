/**
 * A desktop page in its frame: the desktop layout with the slots every page shares filled by their features (the
 * header search box). Layouts never import features (eslint.config.js), so this is where the two meet; pages use
 * it instead of the layout itself.
 */
import { DesktopLayout, type DesktopLayoutProps } from '@/layouts/desktop/desktop-layout';
import { HeaderSearch } from '@/features/search/header-search';

export function DesktopPage(props: Omit<DesktopLayoutProps, 'search'>) {
  return <DesktopLayout search={<HeaderSearch />} {...props} />;
}
