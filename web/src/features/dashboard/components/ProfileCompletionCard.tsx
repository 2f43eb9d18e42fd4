import { Link } from 'react-router';
import { CheckCircle2, Circle, UserRoundPen } from 'lucide-react';
import type { ProfileCompletion } from '@domain/profile';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/utils';

function Step({ done, children }: { done: boolean; children: string }) {
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className={cn('flex items-center gap-2 text-sm', done ? 'text-success' : 'text-muted-foreground')}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(done && 'text-foreground')}>{children}</span>
      <span className="sr-only">{done ? '(completato)' : '(da completare)'}</span>
    </li>
  );
}

/** Role user: how far the profile is (0, 50 or 100 percent) and what is missing. */
export function ProfileCompletionCard({ completion }: { completion: ProfileCompletion }) {
  const complete = completion.percent === 100;
  return (
    <Card className={cn(complete ? 'border-success/30' : 'border-warning/40 bg-warning/5')} aria-label="Completamento profilo">
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-6">
        <div className="space-y-1.5">
          <CardTitle>{complete ? 'Profilo completo' : 'Completa il tuo profilo'}</CardTitle>
          <CardDescription>
            {complete
              ? 'Grazie! Il tuo profilo è in attesa di approvazione da parte dello staff.'
              : 'Inserisci i tuoi dati e almeno una società: lo staff potrà così approvare il tuo accesso.'}
          </CardDescription>
        </div>
        {!complete && (
          <Button asChild size="sm" className="mt-2 w-fit sm:mt-0">
            <Link to="/profilo">
              <UserRoundPen aria-hidden="true" />
              Completa profilo
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex items-center gap-3">
          <Progress value={completion.percent} aria-label="Completamento del profilo" className="h-2.5" indicatorClassName={complete ? 'bg-success' : undefined} />
          <span className="w-12 text-right text-sm font-semibold tabular-nums">{completion.percent}%</span>
        </div>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          <Step done={completion.basicInfo}>Informazioni personali (nome e indirizzo)</Step>
          <Step done={completion.companies}>Almeno una società</Step>
        </ul>
      </CardContent>
    </Card>
  );
}
