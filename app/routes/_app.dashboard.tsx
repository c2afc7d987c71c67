import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'dashboard' };

export default comingSoonPage('dashboard:title');
