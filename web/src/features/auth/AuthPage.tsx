import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@web/lib/session';
import type { AuthRedirectState } from '@web/components/layout/guards';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { Spinner } from '@web/components/ui/spinner';
import { useHydrated } from '@web/lib/use-hydrated';
import { AuthLayout } from './components/AuthLayout';
import { AuthNotice } from './components/AuthNotice';
import { SignInForm } from './components/SignInForm';
import { useDocumentTitle } from '@web/lib/use-document-title';

type Tab = 'signin' | 'signup';

// Not part of /auth's first download, the sign-in form's: the second step (only accounts with two-factor
// sign-in need it), the new password (the e-mail's link opens it), the sign-up form (fetched once its
// tab is pointed at) and the reset card, which use the form library (docs/decisions/006).
const TwoFactorStep = lazy(async () => ({ default: (await import('./components/TwoFactorStep')).TwoFactorStep }));
const NewPasswordForm = lazy(async () => ({ default: (await import('./components/NewPasswordForm')).NewPasswordForm }));
const loadSignUpForm = () => import('./components/SignUpForm');
const SignUpForm = lazy(async () => ({ default: (await loadSignUpForm()).SignUpForm }));
const ResetRequestCard = lazy(async () => ({ default: (await import('./components/ResetRequestCard')).ResetRequestCard }));

export function AuthPage() {
  const { user } = useSession();
  // The page arrives rendered in its HTML: its controls act once React has taken it over.
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>('signin');
  const [resetOpen, setResetOpen] = useState(false);
  // Sign-up hands its e-mail to the sign-in form; the key remounts the form with it.
  const [signInEmail, setSignInEmail] = useState('');
  const [secondFactor, setSecondFactor] = useState(false);

  const token = params.get('token');
  const from = (location.state as AuthRedirectState | null)?.from;

  useDocumentTitle('Accedi');

  // The form shows at once (it is in the page's HTML); a session found meanwhile moves on.
  if (user && !token) return <Navigate to={from ?? '/'} replace />;

  const backToSignIn = () => navigate('/auth', { replace: true });

  return (
    <AuthLayout>
      {token ? (
        <Suspense fallback={<Spinner className="mx-auto" />}>
          <NewPasswordForm token={token} onDone={backToSignIn} onCancel={backToSignIn} />
        </Suspense>
      ) : secondFactor ? (
        <Suspense fallback={<Spinner className="mx-auto" />}>
          <TwoFactorStep onBack={() => setSecondFactor(false)} />
        </Suspense>
      ) : (
        <div className="grid gap-4">
          <AuthNotice verified={params.get('verified') === '1'} error={params.get('error')} />
          <Card className="gap-4 shadow-md">
            <CardHeader>
              <CardTitle className="text-xl">{tab === 'signin' ? 'Bentornato' : 'Crea il tuo account'}</CardTitle>
              <CardDescription>
                {tab === 'signin' ? 'Accedi al gestionale con la tua email e password.' : 'Registrati per accedere alla tua area riservata.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
                <TabsList className="w-full">
                  <TabsTrigger value="signin">Accedi</TabsTrigger>
                  <TabsTrigger value="signup" disabled={!hydrated} onPointerEnter={loadSignUpForm} onFocus={loadSignUpForm}>
                    Registrati
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="pt-2">
                  <SignInForm
                    key={signInEmail}
                    defaultEmail={signInEmail}
                    onForgotPassword={() => setResetOpen((v) => !v)}
                    onSecondFactor={() => setSecondFactor(true)}
                  />
                </TabsContent>
                <TabsContent value="signup" className="pt-2">
                  <Suspense fallback={<Spinner className="mx-auto" />}>
                    <SignUpForm
                      onSignedUp={(email) => {
                        setSignInEmail(email);
                        setTab('signin');
                      }}
                    />
                  </Suspense>
                </TabsContent>
              </Tabs>
            </CardContent>
          </Card>
          {resetOpen && (
            <Suspense fallback={<Spinner className="mx-auto" />}>
              <ResetRequestCard defaultEmail={signInEmail} onClose={() => setResetOpen(false)} />
            </Suspense>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
