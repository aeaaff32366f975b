import { MenuButton } from './menu-button';
import { VIEW_BY_OPTIONS, type ViewBy } from './my-rounds-model';

type ViewByMenuProps = { viewBy: ViewBy; onChange: (viewBy: ViewBy) => void };

/** spec 3 §2 View-shots page View By menu. */
export function ViewByMenu({ viewBy, onChange }: ViewByMenuProps) {
  return (
    <MenuButton
      label="View By"
      value={viewBy}
      options={VIEW_BY_OPTIONS}
      onChange={onChange}
      testId="view-by"
    />
  );
}
