import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'calendar' };

export default comingSoonPage('calendar:title');
