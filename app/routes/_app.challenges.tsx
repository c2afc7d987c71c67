import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'challenges' };

export default comingSoonPage('challenges:title');
