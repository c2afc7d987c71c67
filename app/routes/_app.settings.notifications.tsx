import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'settings' };

export default comingSoonPage('settings:notifications.title');
