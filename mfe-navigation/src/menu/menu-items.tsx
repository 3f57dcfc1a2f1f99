/** The HEADER menu's items; an item with sub-items is a toggle that expands them, each on its own. */
import { useId, useState } from 'react';
import type { MenuItem } from '@nirvana/shared/api/schemas';
import { Icon } from '../common/icons';
import { MenuLink } from '../common/menu-link';

export function MenuItems({ items, depth = 0, onNavigate }: { items: MenuItem[]; depth?: number; onNavigate: () => void }) {
  return (
    <ul className={depth === 0 ? 'menu-list' : 'menu-sublist'}>
      {items.map((item) => (
        <li key={item.id} className="menu-entry">
          {item.subitems.length > 0 ? (
            <MenuGroup item={item} depth={depth} onNavigate={onNavigate} />
          ) : (
            <MenuLink item={item} className={depth === 0 ? 'menu-link' : 'menu-sublink'} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuGroup({ item, depth, onNavigate }: { item: MenuItem; depth: number; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className={depth === 0 ? 'menu-link menu-toggle' : 'menu-sublink menu-toggle'}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        <span>{item.text}</span>
        <span className="chevron" data-open={expanded}>
          <Icon name="chevron" size={18} />
        </span>
      </button>
      <div id={listId} hidden={!expanded}>
        {/* The group's own page, when it has one, leads its sub-items. */}
        {item.url && item.url !== '#' && (
          <ul className="menu-sublist menu-sublist-head">
            <li className="menu-entry">
              <MenuLink item={{ ...item, subitems: [] }} className="menu-sublink" onNavigate={onNavigate} />
            </li>
          </ul>
        )}
        <MenuItems items={item.subitems} depth={depth + 1} onNavigate={onNavigate} />
      </div>
    </>
  );
}
