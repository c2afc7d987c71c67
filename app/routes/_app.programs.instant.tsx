import type { Route } from './+types/_app.programs.instant';
import { InstantScreen } from '#app/components/programs/instant-screen.tsx';
import programsCss from '#app/styles/programs.css?url';

export const handle = { i18n: 'programs' };

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programsCss }];

export default function InstantRoute() {
  return <InstantScreen />;
}
