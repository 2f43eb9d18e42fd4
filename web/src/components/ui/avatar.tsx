import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { User } from 'lucide-react';
import { initialsOf } from '@domain/initials';
import { cn } from '@web/lib/utils';

export function Avatar({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Root>) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}
      {...props}
    />
  );
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image data-slot="avatar-image" className={cn('aspect-square size-full object-cover', className)} {...props} />;
}

export function AvatarFallback({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn('flex size-full items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary', className)}
      {...props}
    />
  );
}

/** A person's avatar: the picture when there is one, otherwise the initials of the name (at most two letters). */
export function UserAvatar({ name, src, className }: { name: string | null | undefined; src?: string | null; className?: string }) {
  const initials = initialsOf(name);
  return (
    <Avatar className={className}>
      {src && <AvatarImage src={src} alt={name ?? ''} />}
      <AvatarFallback aria-label={name ?? undefined}>{initials || <User className="size-1/2" aria-hidden="true" />}</AvatarFallback>
    </Avatar>
  );
}
