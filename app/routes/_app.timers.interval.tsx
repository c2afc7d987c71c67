import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'timers' };

export default comingSoonPage('timers:interval.title');
