import { NavLink } from 'react-router';
import { sidebarPages, type Page } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { cn } from '@web/lib/utils';
import { useIsMobile } from '@web/lib/use-mobile';
import { Logo } from './Logo';
import { PAGE_ICONS } from './page-icons';
import { useSidebar } from './sidebar-state';

function NavItem({ page, iconOnly, onNavigate }: { page: Page; iconOnly: boolean; onNavigate?: () => void }) {
  const Icon = PAGE_ICONS[page.icon];
  const link = (
    <NavLink
      to={page.path}
      end={page.path === '/'}
      onClick={onNavigate}
      aria-label={iconOnly ? page.label : undefined}
      className={({ isActive }) =>
        cn(
          'group/item relative flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors',
          'hover:bg-sidebar-accent/60 hover:text-sidebar-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
          isActive && 'bg-sidebar-accent text-sidebar-accent-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          iconOnly && 'w-9 justify-center px-0',
        )
      }
    >
      {({ isActive }) => (
        <>
          {isActive && !iconOnly && <span aria-hidden="true" className="absolute inset-y-1.5 -left-3 w-1 rounded-r-full bg-primary" />}
          <Icon className={cn('size-[18px] shrink-0', isActive ? 'text-primary' : 'text-muted-foreground group-hover/item:text-sidebar-foreground')} />
          {!iconOnly && <span className="truncate">{page.label}</span>}
        </>
      )}
    </NavLink>
  );
  if (!iconOnly) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{page.label}</TooltipContent>
    </Tooltip>
  );
}

function NavList({ iconOnly, onNavigate }: { iconOnly: boolean; onNavigate?: () => void }) {
  const { role } = useSession();
  return (
    <nav aria-label="Navigazione principale" className={cn('flex flex-col gap-1', iconOnly ? 'items-center px-1.5' : 'px-3')}>
      {!iconOnly && <p className="px-2.5 pt-1 pb-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">Menu</p>}
      {sidebarPages(role).map((page) => (
        <NavItem key={page.path} page={page} iconOnly={iconOnly} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}

/** Desktop: a fixed column under the header, 16rem or 3rem wide. Phone: an 18rem overlay from the left. */
export function Sidebar() {
  const { open, openMobile, setOpenMobile } = useSidebar();
  const isMobile = useIsMobile();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent side="left" className="w-[18rem] max-w-[85vw] bg-sidebar" data-testid="mobile-sidebar">
          <div className="flex h-14 items-center border-b px-4">
            <Logo />
          </div>
          <SheetTitle className="sr-only">Menu di navigazione</SheetTitle>
          <SheetDescription className="sr-only">Le sezioni del gestionale</SheetDescription>
          <div className="flex-1 overflow-y-auto py-4">
            <NavList iconOnly={false} onNavigate={() => setOpenMobile(false)} />
          </div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <>
      {/* Keeps the page clear of the fixed sidebar and animates with it. */}
      <div aria-hidden="true" className={cn('shrink-0 transition-[width] duration-200 ease-out max-md:hidden', open ? 'w-64' : 'w-12')} />
      <aside
        data-testid="sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'fixed top-14 bottom-0 left-0 z-30 flex flex-col overflow-x-hidden max-md:hidden border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-out',
          open ? 'w-64' : 'w-12',
        )}
      >
        <div className="flex-1 overflow-y-auto py-4">
          <NavList iconOnly={!open} />
        </div>
        {open && <p className="border-t border-sidebar-border px-5 py-3 text-xs text-muted-foreground">Ctrl/⌘ + B per comprimere</p>}
      </aside>
    </>
  );
}
