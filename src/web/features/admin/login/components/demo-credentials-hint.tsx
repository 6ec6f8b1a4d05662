import { Info } from 'lucide-react';
import { useSiteConfig } from '#web/lib/queries/site-config';

/** The demo-credentials hint of SPEC §2, shown only when the server says it runs as a demo. */
export function DemoCredentialsHint() {
  const credentials = useSiteConfig().data?.demoCredentials;
  if (!credentials) return null;
  return (
    <div className="mt-6 flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-950 ring-1 ring-brand-100">
      <Info className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">Demo credentials</p>
        <p className="mt-1 break-all">
          Email: <span className="font-mono">{credentials.email}</span>
        </p>
        <p className="break-all">
          Password: <span className="font-mono">{credentials.password}</span>
        </p>
      </div>
    </div>
  );
}
