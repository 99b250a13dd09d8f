import { MenuIcon } from '@/shared/ui/icons/icons';

export interface MenuButtonProps {
  expanded: boolean;
  onOpen: () => void;
  /** Starts loading the drawer's code when the pointer or focus gets near. */
  onPrefetch?: () => void;
}

export function MenuButton({ expanded, onOpen, onPrefetch }: MenuButtonProps) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="전체 메뉴"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      <MenuIcon />
    </button>
  );
}
