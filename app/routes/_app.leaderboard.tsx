import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'leaderboard' };

export default comingSoonPage('leaderboard:title');
