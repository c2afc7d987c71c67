import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'programs' };

export default comingSoonPage('programs:instant.title');
