import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCookie } from '@web/lib/page-request';
import { isMobileNow } from '@web/lib/use-mobile';

const COOKIE_NAME = 'sidebar:state';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

interface SidebarState {
  /** Desktop: expanded (16rem) or icon-only (3rem). */
  open: boolean;
  /** Phone: the overlay is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * Sidebar state: kept in the `sidebar:state` cookie for 7 days; Ctrl/Cmd+B toggles it.
 * The phone layout is not part of it: its value changes right after a server-rendered page
 * is hydrated on a phone, and a context change above the page while the page is still
 * being hydrated makes React throw the page's HTML away and render it anew (decision 009).
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  // Read on the server too: the page's HTML has the sidebar as the person left it.
  const saved = useCookie(COOKIE_NAME);
  const [open, setOpen] = useState(saved !== 'false');
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobileNow()) {
      setOpenMobile((v) => !v);
      return;
    }
    setOpen((v) => {
      document.cookie = `${COOKIE_NAME}=${!v}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
      return !v;
    });
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(() => ({ open, openMobile, setOpenMobile, toggle }), [open, openMobile, toggle]);
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarState {
  const state = use(SidebarContext);
  if (!state) throw new Error('useSidebar deve essere usato all\'interno di SidebarProvider');
  return state;
}
