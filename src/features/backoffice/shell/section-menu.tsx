/**
 * The back office's menu: the sections by group as a navigation list on desktops; on phones one select naming the
 * section, so the list below keeps the screen.
 */
import { useNarrow } from '../kit/use-narrow';

interface Group {
  group: string;
  title: string;
  items: { key: string; title: string }[];
}

interface Props {
  label: string;
  chooseLabel: string;
  groups: Group[];
  current: string;
  onOpen(key: string): void;
}

export function SectionMenu({ label, chooseLabel, groups, current, onOpen }: Props) {
  const narrow = useNarrow();
  if (narrow) {
    return (
      <nav className="ch-back-office__menu ch-back-office__menu--narrow" aria-label={label}>
        <label className="ch-back-office__choose">
          <span>{chooseLabel}</span>
          <select className="ch-admin-input" value={current} onChange={(e) => onOpen(e.target.value)} data-testid="admin-section-select">
            {groups.map((g) => (
              <optgroup key={g.group} label={g.title}>
                {g.items.map((item) => (
                  <option key={item.key} value={item.key}>
                    {item.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
      </nav>
    );
  }
  return (
    <nav className="ch-back-office__menu" aria-label={label}>
      {groups.map((g) => (
        <div key={g.group} className="ch-back-office__group">
          <h2 className="ch-back-office__group-title" id={`admin-group-${g.group}`}>
            {g.title}
          </h2>
          <ul aria-labelledby={`admin-group-${g.group}`}>
            {g.items.map((item) => (
              <li key={item.key}>
                <a
                  href={`?s=${encodeURIComponent(item.key)}`}
                  className={`ch-back-office__item${item.key === current ? ' ch-back-office__item--current' : ''}`}
                  aria-current={item.key === current ? 'page' : undefined}
                  data-testid={`admin-section-${item.key}`}
                  onClick={(e) => {
                    e.preventDefault();
                    onOpen(item.key);
                  }}
                >
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
