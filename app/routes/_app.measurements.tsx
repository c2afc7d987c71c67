import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'measurements' };

export default comingSoonPage('measurements:title');
