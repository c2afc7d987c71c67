import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'progress' };

export default comingSoonPage('progress:title');
