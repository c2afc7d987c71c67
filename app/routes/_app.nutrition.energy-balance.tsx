import { comingSoonPage } from '#app/components/ui/page.tsx';

export const handle = { i18n: 'nutrition' };

export default comingSoonPage('nutrition:energyBalance.title');
