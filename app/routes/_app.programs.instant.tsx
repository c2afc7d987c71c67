import { InstantScreen } from '#app/components/programs/instant-screen.tsx';

export const handle = { i18n: 'programs' };

export default function InstantRoute() {
  return <InstantScreen />;
}
