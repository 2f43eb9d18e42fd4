import { Link } from 'react-router';
import { PanelLeft } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useIsMobile } from '@web/lib/use-mobile';
import { Logo } from './Logo';
import { useSidebar } from './sidebar-state';
import { UserMenu } from './UserMenu';

export function Header() {
  const { toggle, open, openMobile } = useSidebar();
  const isMobile = useIsMobile();
  const expanded = isMobile ? openMobile : open;
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-14 items-center gap-2 border-b bg-card/90 px-2 backdrop-blur supports-[backdrop-filter]:bg-card/75 sm:px-3">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="ghost" size="icon" onClick={toggle} aria-label={expanded ? 'Comprimi menu' : 'Espandi menu'} aria-expanded={expanded} data-testid="sidebar-toggle">
            <PanelLeft className="size-5" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">
          {expanded ? 'Comprimi menu' : 'Espandi menu'} <kbd className="ml-1 font-sans opacity-70">Ctrl/⌘ B</kbd>
        </TooltipContent>
      </Tooltip>
      <Link to="/" className="rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40" aria-label="Arcadia – Dashboard">
        <Logo />
      </Link>
      <div className="ml-auto">
        <UserMenu />
      </div>
    </header>
  );
}
