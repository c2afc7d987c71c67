import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'profile' };

export default comingSoonPage('profile:title');
