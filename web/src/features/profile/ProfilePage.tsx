import { useEffect } from 'react';
import { AlertTriangle, Settings, UserRound } from 'lucide-react';
import { can } from '@domain/policy';
import { useSession } from '@web/lib/session';
import { PageHeader } from '@web/components/layout/PageHeader';
import { Alert, AlertDescription, AlertTitle } from '@web/components/ui/alert';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/lib/toast';
import { useProfile } from '@web/lib/own-profile';
import { AvatarCard } from './components/AvatarCard';
import { CalendarFeedCard } from './components/CalendarFeedCard';
import { CompaniesCard } from './components/CompaniesCard';
import { PersonalInfoForm } from './components/PersonalInfoForm';
import { ReminderPreferencesCard } from './components/ReminderPreferencesCard';
import { SessionsCard } from './components/SessionsCard';
import { ChangePasswordForm, TimezoneForm } from './components/SettingsForms';
import { TwoFactorCard } from './components/TwoFactorCard';

const LOAD_ERROR = 'Impossibile caricare il profilo';

export function ProfilePage() {
  const { role } = useSession();
  const { data: profile, isPending, isError } = useProfile();
  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Profilo" subtitle="Gestisci i tuoi dati personali, le società e le impostazioni dell'account" />
      {isPending ? (
        <div className="space-y-4" role="status" aria-busy="true" aria-label="Caricamento profilo">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : isError || !profile ? (
        <Alert variant="destructive">
          <AlertDescription>{LOAD_ERROR}</AlertDescription>
        </Alert>
      ) : (
        <Tabs defaultValue="profilo">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="profilo">
              <UserRound aria-hidden="true" />
              Profilo
            </TabsTrigger>
            <TabsTrigger value="impostazioni">
              <Settings aria-hidden="true" />
              Impostazioni
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profilo" className="space-y-4">
            {role === 'user' && !profile.completion.complete && (
              <Alert variant="warning">
                <AlertTriangle aria-hidden="true" />
                <AlertTitle>Profilo incompleto ({profile.completion.percent}%)</AlertTitle>
                <AlertDescription className="text-foreground!">
                  {!profile.completion.basicInfo && <p>Inserisci nome completo e indirizzo.</p>}
                  {!profile.completion.companies && <p>Aggiungi almeno una società con il suo paese di costituzione.</p>}
                </AlertDescription>
              </Alert>
            )}
            <AvatarCard profile={profile} />
            <PersonalInfoForm profile={profile} />
            <CompaniesCard profile={profile} />
          </TabsContent>
          <TabsContent value="impostazioni" className="space-y-4">
            <TimezoneForm profile={profile} />
            {can(role, 'read:calendar-feed') && <CalendarFeedCard />}
            {can(role, 'receive:reminders') && <ReminderPreferencesCard />}
            <ChangePasswordForm />
            <TwoFactorCard />
            <SessionsCard />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
