import { useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE_MESSAGE, AVATAR_WRONG_KIND_MESSAGE } from '@domain/profile';
import { ROLE_LABELS } from '@domain/policy';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { toast } from '@web/lib/toast';
import type { Profile } from '@web/lib/own-profile';
import { useUploadAvatar } from '../api/upload-avatar';

/** The picture, name, e-mail and role; a new picture is checked here and again on the server. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [progress, setProgress] = useState<number | null>(null);

  function onFile(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return toast.error(AVATAR_WRONG_KIND_MESSAGE);
    if (file.size > AVATAR_MAX_BYTES) return toast.error(AVATAR_TOO_LARGE_MESSAGE);
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress }, { onSettled: () => setProgress(null) });
  }

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <div className="relative">
          <UserAvatar name={profile.fullName || profile.email} src={profile.avatarUrl} className="size-24 [&_[data-slot=avatar-fallback]]:text-2xl" />
          <Button
            size="icon-sm"
            variant="secondary"
            className="absolute -right-1 -bottom-1 rounded-full border shadow"
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-label="Cambia immagine del profilo"
          >
            {!upload.isPending && <Camera aria-hidden="true" />}
          </Button>
          <input ref={input} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => onFile(e.target.files?.[0])} />
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-lg font-semibold">{profile.fullName || 'Utente'}</p>
          <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
          {profile.role && <Badge variant="secondary">{ROLE_LABELS[profile.role]}</Badge>}
          {progress !== null ? (
            <Progress value={progress} aria-label="Caricamento immagine" className="mt-2 max-w-xs" />
          ) : (
            <p className="pt-1 text-xs text-muted-foreground">Immagine JPG, PNG, GIF o WebP, massimo 5MB.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
