import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'sessions' };

export default comingSoonPage('sessions:view.title');
