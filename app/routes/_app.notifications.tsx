import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'notifications' };

export default comingSoonPage('notifications:title');
