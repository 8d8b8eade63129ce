import { Check, Settings } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { LectureStream } from '@sewee/shared';
import { cn } from '../../lib/cn';
import { audioRung, formatMegabytes } from '../../lib/video/data-cost';
import { aboveDataSaverCap } from '../../lib/video/data-cost';
import { AUDIO, AUTO, menuRungs, type Quality } from './quality';
import './i18n';

interface QualityMenuProps {
  stream: LectureStream;
  /** The quality being played (see effectiveQuality). */
  quality: Quality;
  onQualityChange: (quality: Quality) => void;
  dataSaver: boolean;
  onDataSaverChange?: (on: boolean) => void;
  /**
   * "Compatible (H.264)": whether it is on; undefined when this lecture offers no AV1
   * here (the item is left out).
   */
  compatible?: boolean;
  onCompatibleChange?: (on: boolean) => void;
  /** The player's box: the menu opens in it (above the controls bar, which is too short to hold it). */
  containerRef: RefObject<HTMLElement | null>;
  /** Open or closed: the player keeps its controls shown while the menu is open. */
  onOpenChange: (open: boolean) => void;
}

/** Players shorter than this get the menu over the whole box. */
const COMPACT_BELOW_PX = 360;

interface Item {
  key: string;
  role: 'menuitemradio' | 'menuitemcheckbox';
  label: string;
  checked: boolean;
  disabled: boolean;
  select: () => void;
}

/**
 * The quality menu: Auto, each picture rung and audio only, each with what it costs for
 * this lecture in the codec this browser plays ("240p · 15 MB"; less where AV1 plays),
 * the Data saver switch and, where AV1 is offered, "Compatible (H.264)". A menu button (WAI-ARIA APG): Enter,
 * Space or ArrowDown open it on the checked item; arrows, Home and End move; Escape or Tab close.
 */
export function QualityMenu({
  stream,
  quality,
  onQualityChange,
  dataSaver,
  onDataSaverChange,
  compatible,
  onCompatibleChange,
  containerRef,
  onOpenChange,
}: QualityMenuProps) {
  const { t } = useTranslation('player');
  // Where the open menu goes (the player's box), taken when it opens; null while closed.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // In a short player (the details page's side card) the menu covers the whole box instead of
  // sitting above the controls, where only a sliver of it would show.
  const [compact, setCompact] = useState(false);
  const open = container !== null;
  const setOpen = (next: boolean) => {
    const box = next ? containerRef.current : null;
    setContainer(box);
    setCompact(box !== null && box.clientHeight < COMPACT_BELOW_PX);
    onOpenChange(next);
  };
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const audio = audioRung(stream.renditions);
  const choose = (q: Quality) => () => {
    onQualityChange(q);
    close();
  };
  const items: Item[] = [
    {
      key: AUTO,
      role: 'menuitemradio',
      label: dataSaver ? t('quality.autoCapped') : t('quality.auto'),
      checked: quality === AUTO,
      disabled: false,
      select: choose(AUTO),
    },
    ...menuRungs(stream).map((r) => ({
      key: r.name,
      role: 'menuitemradio' as const,
      label: t('quality.rung', { name: r.name, size: formatMegabytes(r.bytes) }),
      checked: quality === r.name,
      disabled: dataSaver && aboveDataSaverCap(r, stream.renditions),
      select: choose(r.name),
    })),
    ...(audio
      ? [
          {
            key: AUDIO,
            role: 'menuitemradio' as const,
            label: t('quality.audio', { size: formatMegabytes(audio.bytes) }),
            checked: quality === AUDIO,
            disabled: false,
            select: choose(AUDIO),
          },
        ]
      : []),
    ...(onDataSaverChange
      ? [
          {
            key: 'data-saver',
            role: 'menuitemcheckbox' as const,
            label: t('quality.dataSaver'),
            checked: dataSaver,
            disabled: false,
            select: () => onDataSaverChange(!dataSaver),
          },
        ]
      : []),
    ...(compatible !== undefined && onCompatibleChange
      ? [
          {
            key: 'compatible',
            role: 'menuitemcheckbox' as const,
            label: t('quality.compatible'),
            checked: compatible,
            disabled: false,
            select: () => onCompatibleChange(!compatible),
          },
        ]
      : []),
  ];

  function close(focusButton = true) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };

  // Opened: focus the checked item. Closed by a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const all = menuItems();
    (all.find((el) => el.getAttribute('aria-checked') === 'true' && el.getAttribute('role') === 'menuitemradio') ?? all[0])?.focus();
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setContainer(null);
        onOpenChange(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    switch (e.key) {
      case 'ArrowDown':
        focusItem(at + 1);
        break;
      case 'ArrowUp':
        focusItem(at - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(all.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        close(false);
        return; // focus moves on as usual
      case 'Enter':
      case ' ':
        return; // the item's own click
      default:
        break;
    }
    // Keys inside the menu are the menu's, not the player's (no seeking or pausing behind it).
    e.stopPropagation();
    e.preventDefault();
  };

  const current = quality === AUDIO ? t('quality.audioShort') : quality === AUTO ? t('quality.autoShort') : quality;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('quality.button', { current })}
        title={t('quality.button', { current })}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            e.stopPropagation();
            setOpen(true);
          }
        }}
        className="inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-semibold text-white hover:bg-white/20 focus-visible:bg-white/20"
      >
        <Settings className="size-5" aria-hidden="true" />
        <span aria-hidden="true">{current}</span>
      </button>
      {container
        ? createPortal(
            <div
              ref={menuRef}
              id={menuId}
              role="menu"
              aria-label={t('quality.menu')}
              onKeyDown={onMenuKeyDown}
              className={cn(
                'absolute z-20 w-64 max-w-[calc(100%-1rem)] overflow-y-auto rounded-lg py-1 text-start text-sm text-white shadow-lg',
                // Covering a short player whole, it is opaque: the controls under it must not show through.
                compact ? 'inset-y-2 end-2 bg-stone-900' : 'bottom-24 end-2 max-h-[calc(100%-6.5rem)] bg-stone-900/95',
              )}
            >
              {items.map((item, i) => (
                <button
                  key={item.key}
                  type="button"
                  role={item.role}
                  aria-checked={item.checked}
                  aria-disabled={item.disabled || undefined}
                  tabIndex={-1}
                  onClick={() => {
                    if (!item.disabled) item.select();
                  }}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-2 px-3 text-start hover:bg-white/15 focus:bg-white/15 focus:outline-none',
                    item.role === 'menuitemcheckbox' && items[i - 1]?.role !== 'menuitemcheckbox' && 'mt-1 border-t border-white/20',
                    item.disabled && 'cursor-not-allowed text-white/50',
                  )}
                >
                  <Check className={cn('size-4 shrink-0', !item.checked && 'invisible')} aria-hidden="true" />
                  <span dir="auto" className="flex-1 whitespace-nowrap">
                    {item.label}
                  </span>
                </button>
              ))}
              {dataSaver ? <p className="px-3 pb-2 pt-1 text-xs text-white/70">{t('quality.dataSaverCapped')}</p> : null}
            </div>,
            container,
          )
        : null}
    </>
  );
}
