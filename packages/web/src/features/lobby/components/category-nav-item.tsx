import type { FocusEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { LaunchTarget } from '@his/machines/game-launch';
import { vendorLobbyOf } from '@his/machines/game-launch';
import type { HeaderCategory } from '@his/machines/lobby-filter';
import type { VendorCard } from '@his/shared/schemas/games';
import { LobbyActor } from '../lobby-filter.actor.ts';
import { categoryTitles } from '../lobby-routes.ts';
import { CaretIcon, ChevronIcon } from './lobby-icons.tsx';
import styles from './category-nav-item.module.css';

interface CategoryNavItemProps {
  category: HeaderCategory;
  orientation: 'horizontal' | 'vertical';
  /** The look of the navigation's links, shared with the other entries. */
  linkClassName: string;
  /** Which edge of the entry the header's dropdown lines up with (`end` near the right). */
  align: 'start' | 'end';
  onOpen: (target: LaunchTarget) => void;
  /** Called after any entry was chosen (the side menu closes). */
  onNavigate?: () => void;
}

/** A vendor in the dropdown: a link to its lobby, or (popup list, direct game) a launch. */
const VendorEntry = ({
  vendor,
  onOpen,
  onChosen,
}: {
  vendor: VendorCard;
  onOpen: (target: LaunchTarget) => void;
  onChosen: () => void;
}) => {
  const target = { kind: 'vendor', vendor } as const;
  const lobby = vendor.isGame === 'VASSALAGE' ? null : vendorLobbyOf(target);
  const content = (
    <>
      <img className={styles.logo} src={vendor.logo} alt="" width={56} height={28} />
      <span className={styles.vendorName}>{vendor.displayName}</span>
    </>
  );
  return lobby ? (
    <Link className={styles.vendor} to={lobby} onClick={onChosen}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={styles.vendor}
      onClick={() => {
        onChosen();
        onOpen(target);
      }}
    >
      {content}
    </button>
  );
};

/**
 * A game category of the header (SPEC §2): the link to its page, and a dropdown of up to 9
 * vendors plus MORE. The dropdown opens on hover (pointer devices), and by its caret button for
 * keyboards and touch; Escape, a choice or leaving it closes it. Choosing the category sets the
 * lobby's category (vendor back to all) before the page opens.
 */
export const CategoryNavItem = ({
  category,
  orientation,
  linkClassName,
  align,
  onOpen,
  onNavigate,
}: CategoryNavItemProps) => {
  const { t } = useTranslation();
  const lobby = LobbyActor.useActorRef();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // After a choice the dropdown stays shut under the pointer until the pointer leaves.
  const [hoverOff, setHoverOff] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const caret = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const label = t(categoryTitles[category.key]);

  // Another page (a choice elsewhere, the back button): whatever was open closes.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setOpen(false);
  }

  // A press anywhere else closes it (touch has no "leave").
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !item.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      caret.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node) || !item.current?.contains(event.relatedTarget)) {
      setOpen(false);
    }
  };
  const chosen = () => {
    setOpen(false);
    setHoverOff(true);
    onNavigate?.();
  };
  const selectCategory = () => {
    lobby.send({ type: 'category.select', category: category.gameTypes[0] ?? null });
    chosen();
  };

  return (
    <li
      ref={item}
      className={[styles.item, styles[orientation], styles[align]].join(' ')}
      data-open={open}
      data-hover-off={hoverOff}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseLeave={() => setHoverOff(false)}
    >
      <div className={styles.head}>
        <NavLink to={category.path} className={linkClassName} onClick={selectCategory}>
          {label}
        </NavLink>
        <button
          ref={caret}
          type="button"
          className={styles.caret}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <CaretIcon />
          <span className="visually-hidden">
            {t('lobby.nav.showProviders', { category: label })}
          </span>
        </button>
      </div>
      <div id={panelId} className={styles.panel}>
        <ul className={styles.vendors} aria-label={t('lobby.nav.providersOf', { category: label })}>
          {category.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorEntry vendor={vendor} onOpen={onOpen} onChosen={chosen} />
            </li>
          ))}
        </ul>
        {/* The link's text names its category (for crawlers too, which read text and not
            aria-label: a bare "More" is not a descriptive link); the eye sees "More". */}
        <Link className={styles.more} to={category.path} onClick={selectCategory}>
          <span aria-hidden="true">{t('lobby.nav.more')}</span>
          <span className="visually-hidden">{t('lobby.nav.moreOf', { category: label })}</span>
          <ChevronIcon direction="right" />
        </Link>
      </div>
    </li>
  );
};
