import { Crown, Gem, Star, UsersRound } from 'lucide-react';
import { roleBadgeIcon, type RoleBadgeIcon } from '@domain/dashboard';
import { ROLE_LABELS, type Role } from '@domain/policy';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useTeam, type TeamMember } from '../api/get-team';

const BADGE_ICONS: Record<RoleBadgeIcon, typeof Crown> = { crown: Crown, star: Star, diamond: Gem };

function RoleBadge({ role }: { role: Role }) {
  const icon = roleBadgeIcon(role);
  const Icon = BADGE_ICONS[icon];
  return (
    <Badge variant={icon === 'crown' ? 'warning' : icon === 'star' ? 'info' : 'secondary'}>
      <Icon aria-hidden="true" className={cn(icon === 'crown' && 'fill-current')} />
      {ROLE_LABELS[role]}
    </Badge>
  );
}

function MemberRow({ member, highlighted = false }: { member: TeamMember; highlighted?: boolean }) {
  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2.5',
        highlighted ? 'mb-2 border border-warning/40 bg-gradient-to-r from-warning/15 via-warning/5 to-transparent' : 'hover:bg-muted/60',
      )}
    >
      <UserAvatar name={member.fullName} src={member.avatarUrl} className={cn(highlighted ? 'size-11 ring-2 ring-warning/60 [&_[data-slot=avatar-fallback]]:text-sm' : 'size-9')} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={cn('truncate text-sm font-medium', highlighted && 'text-base font-semibold')} title={member.fullName}>
          {member.fullName}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={member.role} />
          {highlighted && <span className="text-xs text-muted-foreground">Titolare</span>}
        </div>
      </div>
    </li>
  );
}

/** TEAM: staff only; the owner apart and highlighted, then the others in the preferred order. */
export function TeamPanel() {
  const { data, isPending, isError } = useTeam();
  const empty = !data || (!data.owner && data.members.length === 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="size-4 text-primary" aria-hidden="true" />
          TEAM
        </CardTitle>
        <CardDescription>Lo staff di Arcadia</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-2" role="status" aria-busy="true" aria-label="Caricamento team">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : isError || empty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nessun membro del team</p>
        ) : (
          <ul className="space-y-1" aria-label="Membri del team">
            {data.owner && <MemberRow member={data.owner} highlighted />}
            {data.members.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
