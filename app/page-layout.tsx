import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/page-layout';
import { PageErrorInShell, RenderErrorBoundary } from '#app/components/ui/error-panels.tsx';
import { refusalHeaders } from '#app/lib/refusal-headers.ts';

/**
 * Every page of the signed-in app sits in this pathless layout, below the shell: a page whose
 * loader fails, or that fails to render, shows its French panel here, and the shell, its
 * navigation and the session banner stay (the root's boundary, which replaces everything, is left
 * for the shell's own failures).
 */
export default function PageLayout() {
  return (
    <RenderErrorBoundary resetKey={useLocation().pathname}>
      <Outlet />
    </RenderErrorBoundary>
  );
}

export const headers: Route.HeadersFunction = refusalHeaders;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorInShell error={error} />;
}
